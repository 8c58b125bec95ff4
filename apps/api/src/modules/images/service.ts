import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { encodeImage } from './process';
import type { ImageStorage } from './storage';

export function createImageService(db: Db, storage: ImageStorage) {
  return {
    storage,

    /** Encodes and stores uploads; returns what to keep on the board or service. */
    async store(buffers: Buffer[]): Promise<StoredImage[]> {
      const stored: StoredImage[] = [];
      for (const buffer of buffers) {
        const { image, files } = await encodeImage(buffer);
        await Promise.all(files.map((f) => storage.put(f.name, f.data, 'image/webp')));
        stored.push(image);
      }
      return stored;
    },

    /**
     * Deletes the files of images no board or service refers to any more. Call it after the
     * row that held them was deleted or updated (content addressing lets rows share files).
     */
    async release(images: StoredImage[]): Promise<void> {
      for (const image of images) {
        const needle = JSON.stringify([{ key: image.key }]);
        const result = await db.execute(sql`
          select 1 from surfboards where images @> ${needle}::jsonb
          union all
          select 1 from services where images @> ${needle}::jsonb
          limit 1`);
        if ((result as unknown as { rows: unknown[] }).rows.length > 0) continue;
        await Promise.all(image.widths.map((w) => storage.delete(`${image.key}-${w}.webp`)));
      }
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;
