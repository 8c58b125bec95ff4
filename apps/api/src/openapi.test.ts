import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { operationIdFor } from './lib/openapi';
import { createTestApp } from './test/helpers';

// The OpenAPI document is what integrators build on: it must pass Redocly's recommended rules
// (plus a summary on every operation), and a typed client generated from it must compile.

let app: App;
let document: string;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://galim.co.il' });
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.body;
});

describe('the OpenAPI document', () => {
  it("lints clean with Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        'operation-summary': 'error',
        'operation-4xx-response': 'error',
        // `/surfboards/user/{userId}` beside `/surfboards/{id}/like` is the API's contract; the
        // router matches static segments first, so no request is ambiguous.
        'no-ambiguous-paths': 'off',
      },
    });
    const problems = await lintFromString({
      source: document,
      absoluteRef: 'openapi.json',
      config,
    });
    const lines = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
    );
    expect(lines).toEqual([]);
  }, 120_000);

  it('marks public operations public and session ones with the bearer scheme', () => {
    const doc = JSON.parse(document);
    expect(doc.paths['/api/surfboards'].get.security).toEqual([]);
    expect(doc.paths['/api/auth/validate'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/surfboards/{id}'].get.operationId).toBe('getSurfboardsById');
  });

  it('gives every operation its own id', () => {
    expect(operationIdFor('PATCH', '/api/services/:serviceType/:id/admin/approve')).toBe(
      'patchServicesByServiceTypeByIdAdminApprove',
    );
    const doc = JSON.parse(document);
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((item) => Object.values(item))
      .map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('generates a typed client (openapi-typescript) that compiles', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-client-'));
    fs.writeFileSync(path.join(dir, 'galim-api.ts'), astToString(await openapiTS(document)));
    fs.writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { paths } from './galim-api';",
        "type Boards = paths['/api/surfboards']['get'];",
        "type Page = Boards['responses'][200]['content']['application/json'];",
        "type Query = NonNullable<Boards['parameters']['query']>;",
        "export const query: Query = { page: 2, search: 'fish' };",
        'export const firstTitle = (page: Page): string | undefined => page.data.boards[0]?.title;',
        "type Login = paths['/api/users/google-login']['post'];",
        "export const login: Login['requestBody'] = { content: { 'application/json': { googleToken: 'x' } } };",
        "type Me = paths['/api/auth/validate']['get']['responses'][200]['content']['application/json'];",
        'export const email = (me: Me): string => me.user.email;',
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 120_000);
});
