import { loadConfig, type Config } from '../config';

/** A configuration for tests: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }),
    ...overrides,
  };
}
