import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { s3Client } from '../../lib/s3';

/** Where image files live: local disk under DATA_DIR by default, S3 when S3_BUCKET is set. */
export interface ImageStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  get(name: string): Promise<Readable | null>;
  delete(name: string): Promise<void>;
  /** Every stored file (with leftovers of interrupted writes), for the orphan sweep. */
  list(): AsyncIterable<{ name: string; modifiedAt: Date }>;
}

export function createLocalStorage(dir: string): ImageStorage {
  return {
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      const target = path.join(dir, name);
      // Write-then-rename so a reader never sees half a file. The temporary name is unique:
      // two uploads of the same photo (same content name) may be written at the same time.
      const tmp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
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
    async *list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return;
      }
      for (const name of names) {
        try {
          const stat = await fs.stat(path.join(dir, name));
          if (stat.isFile()) yield { name, modifiedAt: stat.mtime };
        } catch {
          // Deleted meanwhile.
        }
      }
    },
  };
}

/**
 * Keeps files in memory: the storage of DATA_DIR=':memory:' (the database in memory too), which
 * tests and an in-memory bench run (BENCH_DATA_DIR=:memory:) use so as not to touch the disk.
 */
export function createMemoryStorage(): ImageStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  const written = new Map<string, Date>();
  return {
    files,
    async put(name, data) {
      files.set(name, data);
      written.set(name, new Date());
    },
    async get(name) {
      const data = files.get(name);
      if (!data) return null;
      const { Readable } = await import('node:stream');
      return Readable.from(data);
    },
    async delete(name) {
      files.delete(name);
      written.delete(name);
    },
    async *list() {
      for (const name of [...files.keys()]) {
        yield { name, modifiedAt: written.get(name) ?? new Date(0) };
      }
    },
  };
}

export async function createS3Storage(s3: NonNullable<Config['s3']>): Promise<ImageStorage> {
  const { sdk, client } = await s3Client(s3);
  const {
    PutObjectCommand,
    GetObjectCommand,
    DeleteObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
  } = sdk;
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
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'uploads/', ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield {
            name: item.Key.slice('uploads/'.length),
            modifiedAt: item.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

export async function createStorage(config: Config): Promise<ImageStorage> {
  if (config.s3) return createS3Storage(config.s3);
  if (config.dataDir === ':memory:') return createMemoryStorage();
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}

/** A stored file, read whole, or null when it does not exist. */
export async function readStoredFile(storage: ImageStorage, name: string): Promise<Buffer | null> {
  const stream = await storage.get(name);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The names of every stored image, without writes still in flight (`.tmp`), sorted. */
export async function storedImageNames(storage: ImageStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const file of storage.list()) {
    if (!file.name.endsWith('.tmp')) names.push(file.name);
  }
  return names.sort();
}
