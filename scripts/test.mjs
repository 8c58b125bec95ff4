// `npm test`: install what is missing (Chromium too), then run every suite: unit and API
// tests (Vitest), then the browser journeys (Playwright on Debian's Chromium).
import { build, ensureChromium, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureChromium();
console.log('• Unit, component and API tests (Vitest)…');
run('npx', ['vitest', 'run']);
build();
console.log('• Browser journeys (Playwright + axe)…');
run('npm', ['run', 'test:e2e']);
