// `npm run test:deploy`: two production API processes behind nginx on PostgreSQL, Redis and
// S3 (s3rver). Installs nginx from Debian when missing, builds (unless SKIP_BUILD=1, as CI does
// right after `npm test` built the same commit), then runs apps/api/deploy-test.
import { build, ensureDebianPackages, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureDebianPackages('/usr/sbin/nginx', ['nginx'], 'nginx for the deployment test');
if (process.env.SKIP_BUILD !== '1') build();
console.log('• Deployment test: 2 API processes + nginx + PostgreSQL + Redis + s3rver…');
run('npx', ['vitest', 'run', '--config', 'apps/api/deploy-test/vitest.config.ts']);
