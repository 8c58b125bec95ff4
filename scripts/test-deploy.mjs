// `npm run test:deploy`: two production API processes behind nginx on PostgreSQL, Redis and
// S3 (s3rver). Installs nginx from Debian when missing, builds (unless SKIP_BUILD=1, as CI does
// right after `npm test` built the same commit), then runs apps/api/deploy-test.
import fs from 'node:fs';
import { build, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
if (!fs.existsSync('/usr/sbin/nginx')) {
  console.log('• Installing nginx for the deployment test (apt-get)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'nginx']);
}
if (process.env.SKIP_BUILD !== '1') build();
console.log('• Deployment test: 2 API processes + nginx + PostgreSQL + Redis + s3rver…');
run('npx', ['vitest', 'run', '--config', 'apps/api/deploy-test/vitest.config.ts']);
