import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { apiError } from '../../lib/errors';
import { encodeImage, type EncodedImage } from './process';
import type { ImageStorage } from './storage';

/**
 * The longest an upload may take from writing its first file to committing the row that refers
 * to it: store() gives up (503, its files removed) when writing alone took half of it, and the
 * row is one statement after that. A file older than this that no row refers to is therefore
 * an orphan, whichever process wrote it, and the sweep deletes it.
 */
export const UPLOAD_WINDOW_MS = 2 * 60 * 1000;

/** `<32 hex key>-<width>.webp`, the names encodeImage gives; anything else is a leftover. */
const IMAGE_FILE = /^([0-9a-f]{32})-\d{2,4}\.webp$/;

/** Perceptual hashes of stored uploads by image key (flat pictures have none). */
export type PhotoHashes = Map<string, bigint>;

export interface StoredUploads {
  images: StoredImage[];
  hashes: PhotoHashes;
}

export function createImageService(db: Db, storage: ImageStorage) {
  /** Whether any board, service or report from the beach shows the image with this key. */
  async function isReferenced(key: string): Promise<boolean> {
    const needle = JSON.stringify([{ key }]);
    const result = await db.execute(sql`
      select 1 from surfboards where images @> ${needle}::jsonb
      union all
      select 1 from services where images @> ${needle}::jsonb
      union all
      select 1 from beach_reports where photo is not null and photo->>'key' = ${key}
      limit 1`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async function release(images: StoredImage[]): Promise<void> {
    for (const image of images) {
      if (await isReferenced(image.key)) continue;
      await Promise.all(image.widths.map((w) => storage.delete(`${image.key}-${w}.webp`)));
    }
  }

  /**
   * Encodes every upload first and writes files only when all of them decoded, so one bad
   * image among good ones stores nothing. A failed write removes what this call wrote.
   */
  async function storeHashed(buffers: Buffer[]): Promise<StoredUploads> {
    const encoded: EncodedImage[] = [];
    for (const buffer of buffers) encoded.push(await encodeImage(buffer));
    const stored = encoded.map((e) => e.image);
    const hashes: PhotoHashes = new Map();
    for (const e of encoded) if (e.hash !== null) hashes.set(e.image.key, e.hash);
    const writingSince = Date.now();
    try {
      for (const { files } of encoded) {
        await Promise.all(files.map((f) => storage.put(f.name, f.data, 'image/webp')));
      }
    } catch (err) {
      await release(stored).catch(() => {});
      throw err;
    }
    if (Date.now() - writingSince > UPLOAD_WINDOW_MS / 2) {
      // The first files may be old enough for a sweep by the time a row refers to them.
      await release(stored).catch(() => {});
      throw apiError('IMAGE_STORE_TIMEOUT');
    }
    return { images: stored, hashes };
  }

  async function store(buffers: Buffer[]): Promise<StoredImage[]> {
    return (await storeHashed(buffers)).images;
  }

  return {
    storage,
    store,

    /** As store, with the uploads' perceptual hashes (for the copied-photo check). */
    storeHashed,

    /**
     * Deletes the files of images no board or service refers to any more. Call it after the
     * row that held them was deleted or updated (content addressing lets rows share files).
     */
    release,

    /**
     * Stores the uploads, then runs `save` (which writes the row that refers to them); if
     * `save` fails, the new files are released again and the error goes on.
     */
    async storeWith<T>(
      buffers: Buffer[],
      save: (stored: StoredImage[], hashes: PhotoHashes) => Promise<T>,
    ) {
      const { images: stored, hashes } = buffers.length
        ? await storeHashed(buffers)
        : { images: [], hashes: new Map() };
      try {
        return await save(stored, hashes);
      } catch (err) {
        await release(stored).catch(() => {});
        throw err;
      }
    },

    /**
     * Deletes stored files that no row refers to and that are older than `olderThanMs`: what a
     * killed process left between writing an upload's files and its row, and half-written
     * temporary files. The age keeps uploads in flight on any process safe. `youngOrphansDueAt`
     * is when the unreferenced files kept only for their age will all be old enough (null if
     * there are none): a sweep then finds them, unless a row has come to refer to them.
     */
    async sweepOrphans(
      olderThanMs = UPLOAD_WINDOW_MS,
    ): Promise<{ deleted: number; kept: number; youngOrphansDueAt: number | null }> {
      const cutoff = Date.now() - olderThanMs;
      const rows = await db.execute(sql`
        select distinct img->>'key' as key from surfboards, jsonb_array_elements(images) img
        union
        select distinct img->>'key' as key from services, jsonb_array_elements(images) img
        union
        select photo->>'key' as key from beach_reports where photo is not null`);
      const referenced = new Set(
        (rows as unknown as { rows: { key: string | null }[] }).rows.map((r) => r.key),
      );
      let deleted = 0;
      let kept = 0;
      let youngOrphansDueAt: number | null = null;
      for await (const file of storage.list()) {
        const key = IMAGE_FILE.exec(file.name)?.[1];
        if (key && referenced.has(key)) {
          kept += 1;
          continue;
        }
        const writtenAt = file.modifiedAt.getTime();
        if (writtenAt > cutoff) {
          kept += 1;
          youngOrphansDueAt = Math.max(youngOrphansDueAt ?? 0, writtenAt + olderThanMs);
          continue;
        }
        // Checked again one by one: a row may have been written since the list was read.
        if (key && (await isReferenced(key))) {
          kept += 1;
          continue;
        }
        await storage.delete(file.name);
        deleted += 1;
      }
      return { deleted, kept, youngOrphansDueAt };
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;
