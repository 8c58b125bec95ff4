import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { basemapSource } from './basemap-source';
import { createBasemapService, type BasemapService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The basemap archive's range answers (modules/map/service.ts). */
    basemap: BasemapService;
  }
}

/** The map module: where the basemap archive is read from, set once from BASEMAP_PMTILES. */
export const mapPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('basemap', createBasemapService(await basemapSource(app.config.basemap)));
  },
  { name: 'map' },
);
