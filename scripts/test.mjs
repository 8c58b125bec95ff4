// `npm test`: install what is missing (Chromium too), then run every suite: unit and API
// tests (Vitest), then the browser journeys (Playwright on Debian's Chromium).
import { availableParallelism } from 'node:os';
import { build, ensureChromium, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureChromium();
console.log('• Unit, component and API tests (Vitest)…');
// At least three test files at once, even on two cores: much of the API suite waits on child
// processes, servers starting and timers, and Vitest's default (one worker per core but one)
// left a two-core machine half idle: 14.2 min with one worker, 9.8 with three, all passing.
// CI fuzzes every route on the real PostgreSQL server right after (.ci/run sets
// FUZZ_ON_POSTGRES_ONLY, which vitest.config.ts reads): there the fuzz suite, 7 to 14 minutes
// of a worker, runs once, not twice.
run('npx', ['vitest', 'run', `--maxWorkers=${Math.max(3, availableParallelism())}`]);
build();
console.log('• Browser journeys (Playwright + axe)…');
run('npm', ['run', 'test:e2e']);
