import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, fed small files: pages and components reach the API only
// through api/ folders and lib/queries/ (docs/decisions/032), and nothing but the session layer
// handles an ApiResult.
const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function queryLayerRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('ESLint query layer', { timeout: 60_000 }, () => {
  it('rejects a page that calls the API itself', async () => {
    const messages = await queryLayerRules(
      [
        "import { api } from '../../../lib/api';",
        "export const send = async () => (await api('/api/contact')).success;",
      ].join('\n'),
      'apps/web/src/features/info/pages/probe.tsx',
    );
    expect(messages).toEqual([
      expect.stringContaining('never as an ApiResult'),
      expect.stringContaining('do not build API URLs'),
    ]);
  });

  it('rejects a component that fetches or builds a URL', async () => {
    const messages = await queryLayerRules(
      [
        "import { apiOrThrow, buildUrl } from '../../lib/api';",
        'export const load = (id: string) => apiOrThrow(`/api/things/${id}`);',
        "export const url = buildUrl('/api/things', { q: 'x' });",
      ].join('\n'),
      'apps/web/src/components/alerts/probe.ts',
    );
    expect(messages).toEqual([
      expect.stringContaining('do not call the API'),
      expect.stringContaining('do not call the API'),
      expect.stringContaining('do not build API URLs'),
      expect.stringContaining('do not build API URLs'),
    ]);
  });

  it('rejects an ApiResult outside the session layer, even in an api/ folder', async () => {
    const messages = await queryLayerRules(
      "import type { ApiResult } from '../../../lib/api';\nexport type R = ApiResult<number>;\n",
      'apps/web/src/features/admin/api/probe.ts',
    );
    expect(messages).toEqual([expect.stringContaining('never as an ApiResult')]);
  });

  it('rejects an answer typed by hand instead of by its shared type', async () => {
    const messages = await queryLayerRules(
      [
        "import { apiOrThrow } from '../../../lib/api';",
        "export const a = () => apiOrThrow<{ revoked: number }>('/api/auth/sessions/x');",
        "export const b = () => apiOrThrow<unknown>('/api/reports');",
      ].join('\n'),
      'apps/web/src/features/profile/api/probe.ts',
    );
    expect(messages).toEqual([
      expect.stringContaining('its shared type'),
      expect.stringContaining('its shared type'),
    ]);
  });

  it('rejects query options written inline in a hook, even in an api/ folder', async () => {
    const code = [
      "import { queryOptions, useQuery } from '@tanstack/react-query';",
      "import { apiOrThrow } from '../../../lib/api';",
      "import type { TFaqList } from '@galim/shared/faq/schemas';",
      "const load = () => apiOrThrow<TFaqList>('/api/faq');",
      "export const useInline = () => useQuery({ queryKey: ['faq'], queryFn: load });",
      "export const faqQuery = () => queryOptions({ queryKey: ['faq'], queryFn: load });",
      'export const useFaq = () => useQuery(faqQuery());',
      'export const useSome = (on: boolean) => useQuery({ ...faqQuery(), enabled: on });',
    ].join('\n');
    expect(await queryLayerRules(code, 'apps/web/src/features/info/api/probe.ts')).toEqual([
      expect.stringContaining('queryOptions/infiniteQueryOptions factory'),
    ]);
  });

  it('lets api/ folders and lib/queries/ fetch, and pages read ApiError', async () => {
    const fetcher =
      "import { apiOrThrow } from '../../../lib/api';\nimport type { TFaqList } from '@galim/shared/faq/schemas';\nexport const load = () => apiOrThrow<TFaqList>('/api/things');\n";
    const shared =
      "import { apiOrThrow } from '../api';\nexport const load = () => apiOrThrow('/api/things');\n";
    const page =
      "import { ApiError } from '../../../lib/api';\nexport const notFound = (e: unknown) => e instanceof ApiError && e.status === 404;\n";
    expect(await queryLayerRules(fetcher, 'apps/web/src/features/admin/api/probe.ts')).toEqual([]);
    expect(await queryLayerRules(shared, 'apps/web/src/lib/queries/probe.ts')).toEqual([]);
    expect(await queryLayerRules(page, 'apps/web/src/features/admin/pages/probe.tsx')).toEqual([]);
  });
});
