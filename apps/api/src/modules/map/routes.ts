import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZErrorResponse } from '@galim/shared/common/api';
import { ZMapStyleQuery } from '@galim/shared/geo/map-style-query';
import type { RangeRequestHeaders } from './byte-ranges';
import { basemapStyle, outlineStyle } from './style';

const SUMMARY =
  'The basemap as a PMTiles archive, by HTTP range requests: `Range: bytes=a-b` answers 206 with Content-Range (the first range when several are asked for), a range past the end 416 with `Content-Range: bytes */size`, no Range the whole archive; ETag, Last-Modified, If-None-Match and If-Modified-Since (304), If-Range and If-Match (412) as RFC 9110 says. 404 when the server has none (BASEMAP_PMTILES unset).';

/** The basemap: a PMTiles archive, read by the map in byte ranges (decision 062). */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = (summary: string) => ({
    // The bytes are the archive's own: a compressor would change every offset the map reads.
    compress: false as const,
    schema: {
      tags: ['map'],
      summary,
      response: { 404: ZErrorResponse, 412: ZErrorResponse, 416: ZErrorResponse },
    },
  });
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await app.basemap.answer(request.method, request.headers as RangeRequestHeaders);
    reply.headers(result.headers);
    if ('error' in result) throw result.error;
    reply.status(result.status);
    return result.body ? reply.send(result.body) : reply.send();
  };

  app.get(
    '/map/style',
    {
      schema: {
        tags: ['map'],
        summary:
          "The map's MapLibre style: the basemap archive (place names in `lang`) when the server has one, else the land outline the web app ships. Sources are paths on this origin.",
        querystring: ZMapStyleQuery,
      },
    },
    async (request, reply) => {
      const style = (await app.basemap.present())
        ? basemapStyle(request.query.lang, app.config.basemapGlyphs)
        : outlineStyle();
      // Short: an operator who adds or replaces the archive sees it within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return style;
    },
  );

  // HEAD is its own route: Fastify's automatic one would set Content-Length to the empty body's.
  app.get('/map/basemap.pmtiles', { ...options(SUMMARY), exposeHeadRoute: false }, answer);
  app.head(
    '/map/basemap.pmtiles',
    options('The basemap archive’s size, ETag and Last-Modified, without its bytes'),
    answer,
  );
};
