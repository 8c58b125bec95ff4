import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';

/** Where image files live: local disk under DATA_DIR by default, S3 when S3_BUCKET is set. */
export interface ImageStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  get(name: string): Promise<Readable | null>;
  delete(name: string): Promise<void>;
  /** Every stored file name (for backups and moves), in no particular order. */
  list(): Promise<string[]>;
}

export function createLocalStorage(dir: string): ImageStorage {
  return {
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      const target = path.join(dir, name);
      // Write-then-rename so a reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, target);
    },
    async get(name) {
      const file = path.join(dir, name);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(name) {
      await fs.rm(path.join(dir, name), { force: true });
    },
    async list() {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      // A `.tmp` file is a write that has not finished (or died): not an image yet.
      return entries.filter((e) => e.isFile() && !e.name.endsWith('.tmp')).map((e) => e.name);
    },
  };
}

/** Keeps files in memory: for tests that should not touch the disk. */
export function createMemoryStorage(): ImageStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    async put(name, data) {
      files.set(name, data);
    },
    async get(name) {
      const data = files.get(name);
      if (!data) return null;
      const { Readable } = await import('node:stream');
      return Readable.from(data);
    },
    async delete(name) {
      files.delete(name);
    },
    async list() {
      return [...files.keys()];
    },
  };
}

export async function createS3Storage(s3: NonNullable<Config['s3']>): Promise<ImageStorage> {
  const {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    DeleteObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: Boolean(s3.endpoint),
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  const Key = (name: string) => `uploads/${name}`;
  return {
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: Key(name),
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: Key(name) }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: Key(name) }));
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'uploads/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) names.push(object.Key.slice('uploads/'.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
  };
}

export async function createStorage(config: Config): Promise<ImageStorage> {
  if (config.s3) return createS3Storage(config.s3);
  if (config.dataDir === ':memory:') return createMemoryStorage();
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
