import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createVitalsRecorder } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real-user speed as histograms on the app's registry, built once (modules/vitals/plugin.ts). */
    vitals: ReturnType<typeof createVitalsRecorder>;
  }
}

/** The vitals module: its recorder, once (its histograms can be registered only once). */
export const vitalsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('vitals', createVitalsRecorder(app.metrics.registry));
  },
  { name: 'vitals' },
);
