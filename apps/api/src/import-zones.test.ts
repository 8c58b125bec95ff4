import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, fed small files: the API's layers (eslint.config.js,
// `apiZones`) must reject what they forbid and let the ordinary imports through.
const root = resolve(import.meta.dirname, '../../..');
// Two more checks, as the web's probes have, so a probe naming a file or an export that no
// longer exists fails instead of passing for the wrong reason (an unresolved import falls in no
// zone).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.ts'],
    rules: { 'import-x/no-unresolved': 'error', 'import-x/named': 'error' },
  },
});

async function importRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const probe = (...imports: [name: string, from: string][]) =>
  [
    ...imports.map(([name, from]) => `import { ${name} } from '${from}';`),
    `export const used = [${imports.map(([name]) => name).join(', ')}];`,
    '',
  ].join('\n');

describe('the API import zones', { timeout: 120_000 }, () => {
  it('rejects lib/, db/, plugins/ and web/ importing a module or the app', async () => {
    const fromDb = await importRules(
      probe(['boardSearchText', '../modules/surfboards/search-text']),
      'apps/api/src/db/probe.ts',
    );
    const fromPlugin = await importRules(
      probe(['ROTATION_GRACE_MS', '../modules/auth/tokens']),
      'apps/api/src/plugins/probe.ts',
    );
    const fromLib = await importRules(probe(['buildApp', '../app']), 'apps/api/src/lib/probe.ts');
    const fromWeb = await importRules(
      probe(['seedDemoData', '../seed/demo']),
      'apps/api/src/web/probe.ts',
    );
    for (const messages of [fromDb, fromPlugin, fromLib, fromWeb]) {
      expect(messages).toEqual([expect.stringContaining('do not import modules or the app')]);
    }
  });

  it('rejects lib/ and db/ importing plugins/', async () => {
    const messages = await importRules(
      probe(['currentUser', '../plugins/auth']),
      'apps/api/src/lib/probe.ts',
    );
    expect(messages).toEqual([expect.stringContaining('lib/ and db/ do not import plugins/')]);
  });

  it("rejects a module importing another module's queries", async () => {
    const fromReports = await importRules(
      probe(['holdApprovedBoard', '../surfboards/moderation-repo']),
      'apps/api/src/modules/reports/probe.ts',
    );
    const fromUsers = await importRules(
      probe(['recomputeRating', '../services/repo']),
      'apps/api/src/modules/users/probe.ts',
    );
    for (const messages of [fromReports, fromUsers]) {
      expect(messages).toEqual([
        expect.stringContaining("A module does not import another module's queries"),
      ]);
    }
  });

  it('rejects product code importing the test harness', async () => {
    const fromModule = await importRules(
      probe(['createTestApp', '../../test/helpers']),
      'apps/api/src/modules/faq/probe.ts',
    );
    const fromApp = await importRules(
      probe(['createTestApp', './test/helpers']),
      'apps/api/src/probe.ts',
    );
    for (const messages of [fromModule, fromApp]) {
      expect(messages).toEqual([expect.stringContaining('does not import the test harness')]);
    }
  });

  it("lets a module import its own queries, the shared ones, other modules' services and the layers below", async () => {
    const messages = await importRules(
      probe(
        ['openReporters', './repo'],
        ['findBoardRow', '../surfboards/repo'],
        ['placeHold', '../holds/repo'],
        ['holdReportedBoard', '../surfboards/moderation-service'],
        ['logActivity', '../activity/service'],
        ['apiError', '../../lib/errors'],
        ['reports', '../../db/schema'],
        ['currentUser', '../../plugins/auth'],
      ),
      'apps/api/src/modules/reports/probe.ts',
    );
    expect(messages).toEqual([]);
  });

  it('lets tests in the lower layers drive the whole app', async () => {
    const messages = await importRules(
      probe(['buildApp', '../app'], ['createTestApp', '../test/helpers']),
      'apps/api/src/plugins/probe.test.ts',
    );
    expect(messages).toEqual([]);
  });
});

describe('the one service shape (issue 52)', { timeout: 120_000 }, () => {
  const restricted = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  };
  const route = (body: string) =>
    [
      "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
      "import { createFaqService } from './service';",
      'export const probeRoutes: FastifyPluginAsyncZod = async (app) => {',
      `  ${body}`,
      "  app.get('/probe', async () => service.publicList('he'));",
      '};',
      'export const unused = createFaqService;',
      '',
    ].join('\n');

  it('rejects a route file building a service', async () => {
    for (const file of ['routes.ts', 'probe-routes.ts', 'route-kit.ts']) {
      const messages = await restricted(
        route('const service = createFaqService(app.db);'),
        `apps/api/src/modules/faq/${file}`,
      );
      expect(messages, file).toEqual([expect.stringContaining('app.<module>')]);
    }
  });

  it("lets a route file read its module's service from the app", async () => {
    const messages = await restricted(
      route('const service = app.faq;'),
      'apps/api/src/modules/faq/probe-routes.ts',
    );
    expect(messages).toEqual([]);
  });
});
