import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createReportsService } from './service';
import { reportsAccount } from './account';

declare module 'fastify' {
  interface FastifyInstance {
    /** Problem reports and the admins' inbox, built once (modules/reports/plugin.ts). */
    reports: ReturnType<typeof createReportsService>;
  }
}

/** The reports module: its service, once (it asks app.reportTargets for every kind), and its part of an account. */
export const reportsPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(reportsAccount);
    app.decorate('reports', createReportsService(app.db, app.reportTargets));
  },
  { name: 'reports' },
);
