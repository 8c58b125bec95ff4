import { inject } from 'vitest';
import { loadConfig, type Config } from '../config';

/** A configuration for tests: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }),
    // A migrated database's dump to start from, made once per run (test/global-setup.ts).
    pgliteStart: inject('pgliteStart'),
    ...overrides,
  };
}
