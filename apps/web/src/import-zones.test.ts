import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The repository's own ESLint config, fed small files: the import zones and the cycle rule
// must reject what the one-way structure forbids and let the ordinary imports through.
const root = resolve(import.meta.dirname, '../../..');
// Two more checks, so a probe naming a file or an export that no longer exists fails instead of
// passing for the wrong reason (an unresolved import falls in no zone).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-unresolved': 'error', 'import-x/named': 'error' },
  },
});

async function importRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

// Two files that import each other, written before the first lint so the resolver sees them.
const probeDir = mkdtempSync(join(root, 'apps/web/src/lib/.cycle-probe-'));
writeFileSync(join(probeDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
writeFileSync(join(probeDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

describe('ESLint import zones', { timeout: 60_000 }, () => {
  it('rejects a feature importing another feature', async () => {
    const messages = await importRules(
      "import { useMyBoards } from '../../surfboards/api/manage-boards';\nexport const boards = useMyBoards;\n",
      'apps/web/src/features/admin/components/probe.ts',
    );
    expect(messages).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('rejects shared web code importing a feature', async () => {
    const fromComponents = await importRules(
      "import { usePriceEstimate } from '../../features/surfboards/api/price-estimate';\nexport const estimate = usePriceEstimate;\n",
      'apps/web/src/components/boards/probe.ts',
    );
    const fromLib = await importRules(
      "import { useMyBoards } from '../features/surfboards/api/manage-boards';\nexport const boards = useMyBoards;\n",
      'apps/web/src/lib/probe.ts',
    );
    expect(fromComponents).toEqual([expect.stringContaining('Shared web code does not import')]);
    expect(fromLib).toEqual([expect.stringContaining('Shared web code does not import')]);
  });

  it('rejects the web app importing the API', async () => {
    const byPath = await importRules(
      "import { buildApp } from '../../../api/src/app';\nexport const app = buildApp;\n",
      'apps/web/src/lib/probe.ts',
    );
    const byPackage = await importRules(
      "import { buildApp } from '@galim/api/src/app';\nexport const app = buildApp;\n",
      'apps/web/src/features/admin/probe.ts',
    );
    expect(byPath).toEqual([expect.stringContaining('The web app never imports the API')]);
    expect(byPackage).toEqual([expect.stringContaining('The web app never imports the API')]);
  });

  it('rejects an import cycle', async () => {
    const messages = await importRules(
      "import { b } from './b';\nexport const a = () => b;\n",
      relative(root, join(probeDir, 'a.ts')),
    );
    expect(messages).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });

  it('lets a feature import its own folder, components, lib and packages/shared', async () => {
    const messages = await importRules(
      [
        "import { Skeleton } from '../../../components/ui/skeleton';",
        "import { API_TIMEOUT_MS } from '../../../lib/api';",
        "import { formatPrice } from '@galim/shared/format';",
        "import { useBoard } from '../../../lib/queries/surfboards';",
        "import { usePriceEstimate } from '../api/price-estimate';",
        'export const used = [Skeleton, API_TIMEOUT_MS, formatPrice, useBoard, usePriceEstimate];',
        '',
      ].join('\n'),
      'apps/web/src/features/surfboards/components/probe.ts',
    );
    expect(messages).toEqual([]);
  });
});
