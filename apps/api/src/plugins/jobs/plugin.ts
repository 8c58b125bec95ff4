import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJobs, type Jobs } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (queue.ts): modules define their jobs on it when they register. */
    jobs: Jobs;
  }
}

/**
 * The job runner, for every module: `app.jobs.define(name, handler, { runnable, retryLimit,
 * every })` in the module's plugin, `app.jobs.send(name, data)` to queue one. The queue starts
 * on the first send, or with the server (server.ts: start, then schedule).
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const jobs = createJobs(app.database, app.config.databaseUrl, app.log);
  app.decorate('jobs', jobs);

  // Before the database closes (onClose): workers finish their job, then the queue stops.
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
});
