import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createBeachReportsService } from './service';
import { beachReportsAccount } from './account';
import { beachReportReportTarget } from './report-targets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports from the beach, built once (modules/beach-reports/plugin.ts). */
    beachReports: ReturnType<typeof createBeachReportsService>;
  }
}

/** The beach reports module: its service, once, its part of an account and its report target. */
export const beachReportsPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(beachReportsAccount);
    app.reportTargets.register(beachReportReportTarget);
    app.decorate('beachReports', createBeachReportsService(app.db, app.images, app.events));
  },
  { name: 'beach-reports' },
);
