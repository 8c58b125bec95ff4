import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { BasemapConfig } from '../../config';
import { s3Client } from '../../lib/s3';
import type { FileFacts } from './byte-ranges';

/**
 * Where the basemap archive is read from: a file (under DATA_DIR by default) or an S3 object.
 * Only the bytes asked for are read; the archive is never held in memory.
 */
export interface BasemapSource {
  /** Size, ETag and modification time; null when the archive is not there. */
  facts(): Promise<FileFacts | null>;
  /**
   * A stream of bytes start..end (inclusive) of the archive `facts` describe; throws
   * SourceChanged when the archive was replaced since (its bytes would not match its ETag).
   */
  read(start: number, end: number, facts: FileFacts): Promise<Readable>;
}

/** The archive was replaced between reading its facts and its bytes. */
export class SourceChanged extends Error {}

const fileEtag = (size: number, mtimeMs: number) =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

export function fileSource(file: string): BasemapSource {
  return {
    async facts() {
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        // nginx's form: size and modification time, so a replaced archive has a new tag.
        return {
          size: stat.size,
          etag: fileEtag(stat.size, stat.mtimeMs),
          lastModified: stat.mtime,
        };
      } catch {
        return null;
      }
    },
    async read(start, end, facts) {
      // The file opened is the one described: a rename over it in between is seen here.
      const handle = await fs.open(file, 'r');
      try {
        const stat = await handle.stat();
        if (fileEtag(stat.size, stat.mtimeMs) !== facts.etag) throw new SourceChanged();
      } catch (err) {
        await handle.close();
        throw err;
      }
      return handle.createReadStream({ start, end });
    },
  };
}

export async function s3Source(s3: Extract<BasemapConfig, { kind: 's3' }>): Promise<BasemapSource> {
  const { sdk, client } = await s3Client(s3);
  const { HeadObjectCommand, GetObjectCommand, NotFound, NoSuchKey } = sdk;
  const object = { Bucket: s3.bucket, Key: s3.key };
  return {
    async facts() {
      try {
        const head = await client.send(new HeadObjectCommand(object));
        if (head.ContentLength === undefined || !head.ETag) return null;
        // S3's ETag is a strong tag already (quoted); a weak one would defeat If-Range.
        const etag = head.ETag.startsWith('"') ? head.ETag : `"${head.ETag}"`;
        return {
          size: head.ContentLength,
          etag,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (err instanceof NotFound || err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async read(start, end, facts) {
      let res;
      try {
        res = await client.send(
          new GetObjectCommand({ ...object, Range: `bytes=${start}-${end}`, IfMatch: facts.etag }),
        );
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata;
        if (status?.httpStatusCode === 412) throw new SourceChanged();
        throw err;
      }
      const body = res.Body;
      if (!body) throw new Error('S3 answered the basemap range without a body');
      return body instanceof Readable
        ? body
        : Readable.fromWeb(body.transformToWebStream() as never);
    },
  };
}

export async function basemapSource(
  config: BasemapConfig | undefined,
): Promise<BasemapSource | null> {
  if (!config) return null;
  return config.kind === 'file' ? fileSource(config.path) : s3Source(config);
}
