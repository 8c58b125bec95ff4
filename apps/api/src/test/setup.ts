import { afterAll } from 'vitest';
import { closeTestApps } from './helpers';

// After each API test file: close the apps it opened and drop their PostgreSQL databases.
afterAll(closeTestApps);
