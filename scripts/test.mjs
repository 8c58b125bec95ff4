// `npm test`: install what is missing (Chromium too), then run every suite: unit and API
// tests (Vitest), then the browser journeys (Playwright on Debian's Chromium).
import fs from 'node:fs';
import { build, ensureDependencies, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log('• Installing Chromium for the browser tests (apt-get)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-core']);
}

ensureDependencies();
ensureChromium();
console.log('• Unit, component and API tests (Vitest)…');
run('npx', ['vitest', 'run']);
build();
console.log('• Browser journeys (Playwright + axe)…');
run('npm', ['run', 'test:e2e']);
