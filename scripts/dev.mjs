// `npm run dev`: the API with tsx watch on 8081 and Vite with hot reload on 5173
// (Vite proxies /api and /uploads to the API). Open http://localhost:5173.
import { ensureDependencies, serve } from './lib.mjs';

ensureDependencies();
const env = {
  PORT: '8081',
  DEV_LOGIN: process.env.DEV_LOGIN ?? 'true',
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'admin@galim.example',
  FORECAST_DEMO: process.env.FORECAST_DEMO ?? 'true',
};
serve('npm', ['run', 'dev', '-w', '@galim/api'], env);
serve('npm', ['run', 'dev', '-w', '@galim/web'], { API_URL: 'http://localhost:8081' });
