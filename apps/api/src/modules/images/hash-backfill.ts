import { gt, inArray } from 'drizzle-orm';
import { imageUrl } from '@galim/shared/images';
import type { Db } from '../../db/client';
import { photoHashes, services, surfboards, type StoredImage } from '../../db/schema';
import { recordPhotoHashes, type PhotoOwner } from './hash-repo';
import { hashImageFile } from './photo-hash';
import type { ImageStorage } from './storage';

// Photos kept before the copied-photo check existed (or restored from a backup of that time)
// have no perceptual hash, so a copy of them would go unnoticed. The `photo-hashes` job hashes
// them from their stored WebP file (a resize of the upload, which the hash is made to ignore),
// a batch of listings at a time; photos that have a hash are skipped, so it is cheap to repeat.

const BATCH = 100;

export interface BackfillResult {
  /** Photos hashed now. */
  hashed: number;
  /** Photos with no detail to hash (a flat colour): never compared, as at upload. */
  flat: number;
  /** Photos whose file is not in storage. */
  missingFiles: number;
}

interface Listing {
  id: string;
  ownerId: string;
  images: StoredImage[];
}

async function readAll(storage: ImageStorage, name: string): Promise<Buffer | null> {
  const stream = await storage.get(name);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Hashes the photos of one batch of listings that have none yet. */
async function hashBatch(
  db: Db,
  storage: ImageStorage,
  listings: Listing[],
  kept: Set<string>,
  ownerOf: (l: Listing) => PhotoOwner,
  result: BackfillResult,
) {
  for (const listing of listings) {
    const photos: { key: string; hash: bigint }[] = [];
    for (const image of listing.images) {
      if (kept.has(`${listing.id} ${image.key}`)) continue;
      const file = await readAll(storage, imageUrl(image, 800).slice('/uploads/'.length));
      if (!file) {
        result.missingFiles += 1;
        continue;
      }
      const hash = await hashImageFile(file);
      if (hash === null) result.flat += 1;
      else photos.push({ key: image.key, hash });
    }
    await recordPhotoHashes(db, ownerOf(listing), photos);
    result.hashed += photos.length;
  }
}

/** Hashes every board and service photo that has no hash yet; returns what it did. */
export async function hashMissingPhotos(db: Db, storage: ImageStorage): Promise<BackfillResult> {
  const result: BackfillResult = { hashed: 0, flat: 0, missingFiles: 0 };

  for (let after = ''; ;) {
    const boards = await db
      .select({ id: surfboards.id, ownerId: surfboards.sellerId, images: surfboards.images })
      .from(surfboards)
      .where(gt(surfboards.id, after))
      .orderBy(surfboards.id)
      .limit(BATCH);
    if (!boards.length) break;
    after = boards.at(-1)!.id;
    const rows = await db
      .select({ id: photoHashes.surfboardId, key: photoHashes.imageKey })
      .from(photoHashes)
      .where(
        inArray(
          photoHashes.surfboardId,
          boards.map((b) => b.id),
        ),
      );
    const kept = new Set(rows.map((r) => `${r.id} ${r.key}`));
    await hashBatch(
      db,
      storage,
      boards,
      kept,
      (b) => ({ ownerId: b.ownerId, surfboardId: b.id }),
      result,
    );
  }

  for (let after = ''; ;) {
    const list = await db
      .select({ id: services.id, ownerId: services.providerId, images: services.images })
      .from(services)
      .where(gt(services.id, after))
      .orderBy(services.id)
      .limit(BATCH);
    if (!list.length) break;
    after = list.at(-1)!.id;
    const rows = await db
      .select({ id: photoHashes.serviceId, key: photoHashes.imageKey })
      .from(photoHashes)
      .where(
        inArray(
          photoHashes.serviceId,
          list.map((s) => s.id),
        ),
      );
    const kept = new Set(rows.map((r) => `${r.id} ${r.key}`));
    await hashBatch(
      db,
      storage,
      list,
      kept,
      (s) => ({ ownerId: s.ownerId, serviceId: s.id }),
      result,
    );
  }
  return result;
}
