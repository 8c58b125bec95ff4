import type { Readable } from 'node:stream';
import { apiError, type AppError } from '../../lib/errors';
import { SourceChanged, type BasemapSource } from './basemap-source';
import { decideRange, type FileFacts, type RangeRequestHeaders } from './byte-ranges';

/**
 * What the route sends: status, headers, and the bytes as a stream (none for 304 or HEAD); or
 * a refusal to throw once its headers (Content-Range of a 416, the validators) are set.
 */
export type BasemapAnswer =
  | { status: 200 | 206 | 304; headers: Record<string, string>; body: Readable | null }
  | { status: 412 | 416; headers: Record<string, string>; error: AppError };

/**
 * The archive is replaced in place by an operator now and then (a newer extract): browsers keep
 * it a day and then revalidate by ETag. `no-transform`: a proxy that recompressed it would break
 * every byte offset in it.
 */
export const BASEMAP_CACHE_CONTROL = 'public, max-age=86400, no-transform';

function validators(facts: FileFacts): Record<string, string> {
  return {
    'accept-ranges': 'bytes',
    etag: facts.etag,
    'last-modified': facts.lastModified.toUTCString(),
    'cache-control': BASEMAP_CACHE_CONTROL,
  };
}

export function createBasemapService(source: BasemapSource | null) {
  async function answerFrom(
    archive: BasemapSource,
    method: string,
    headers: RangeRequestHeaders,
  ): Promise<BasemapAnswer> {
    const facts = await archive.facts();
    if (!facts) throw apiError('BASEMAP_MISSING');
    const decision = decideRange(method, headers, facts);
    const common = validators(facts);
    const bytes = { ...common, 'content-type': 'application/octet-stream' };
    switch (decision.status) {
      case 304:
        return { status: 304, headers: common, body: null };
      case 412:
        return { status: 412, headers: common, error: apiError('BASEMAP_CHANGED') };
      case 416:
        return {
          status: 416,
          headers: { ...common, 'content-range': `bytes */${facts.size}` },
          error: apiError(
            decision.reason === 'invalid'
              ? 'BASEMAP_RANGE_INVALID'
              : 'BASEMAP_RANGE_NOT_SATISFIABLE',
          ),
        };
      case 206: {
        const { start, end } = decision;
        return {
          status: 206,
          headers: {
            ...bytes,
            'content-length': String(end - start + 1),
            'content-range': `bytes ${start}-${end}/${facts.size}`,
          },
          body: await archive.read(start, end, facts),
        };
      }
      default: {
        const empty = method !== 'GET' || facts.size === 0;
        return {
          status: 200,
          headers: { ...bytes, 'content-length': String(facts.size) },
          body: empty ? null : await archive.read(0, facts.size - 1, facts),
        };
      }
    }
  }

  return {
    /** Whether there is an archive to serve (configured, and found). */
    async present(): Promise<boolean> {
      return Boolean(source && (await source.facts()));
    },
    /**
     * The answer to a GET or HEAD of the archive. 404s (none configured, or it is missing) are
     * thrown; 412 and 416 (with `Content-Range: bytes *\/size`) come back with their headers.
     */
    async answer(method: string, headers: RangeRequestHeaders): Promise<BasemapAnswer> {
      if (!source) throw apiError('BASEMAP_NOT_CONFIGURED');
      try {
        return await answerFrom(source, method, headers);
      } catch (err) {
        // Replaced between its facts and its bytes: once more, from the new archive's facts.
        if (err instanceof SourceChanged) return answerFrom(source, method, headers);
        throw err;
      }
    },
  };
}

export type BasemapService = ReturnType<typeof createBasemapService>;
