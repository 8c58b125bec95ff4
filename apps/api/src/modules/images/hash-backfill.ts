import { gt, inArray } from 'drizzle-orm';
import { imageUrl } from '@galim/shared/images';
import type { Db } from '../../db/client';
import { photoHashes, services, surfboards, type StoredImage } from '../../db/schema';
import { recordPhotoHashes, type PhotoOwner } from './hash-repo';
import { hashImageFile } from './photo-hash';
import { readStoredFile, type ImageStorage } from './storage';

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

/** Boards and services: how to read a batch of them, and where their photos' hashes point. */
const KINDS = [
  {
    batchAfter: (db: Db, after: string): Promise<Listing[]> =>
      db
        .select({ id: surfboards.id, ownerId: surfboards.sellerId, images: surfboards.images })
        .from(surfboards)
        .where(gt(surfboards.id, after))
        .orderBy(surfboards.id)
        .limit(BATCH),
    hashedFor: photoHashes.surfboardId,
    ownerOf: (l: Listing): PhotoOwner => ({ ownerId: l.ownerId, surfboardId: l.id }),
  },
  {
    batchAfter: (db: Db, after: string): Promise<Listing[]> =>
      db
        .select({ id: services.id, ownerId: services.providerId, images: services.images })
        .from(services)
        .where(gt(services.id, after))
        .orderBy(services.id)
        .limit(BATCH),
    hashedFor: photoHashes.serviceId,
    ownerOf: (l: Listing): PhotoOwner => ({ ownerId: l.ownerId, serviceId: l.id }),
  },
];

/** Hashes every board and service photo that has no hash yet; returns what it did. */
export async function hashMissingPhotos(db: Db, storage: ImageStorage): Promise<BackfillResult> {
  const result: BackfillResult = { hashed: 0, flat: 0, missingFiles: 0 };
  for (const kind of KINDS) {
    for (let after = ''; ;) {
      const listings = await kind.batchAfter(db, after);
      if (!listings.length) break;
      after = listings.at(-1)!.id;
      const rows = await db
        .select({ id: kind.hashedFor, key: photoHashes.imageKey })
        .from(photoHashes)
        .where(
          inArray(
            kind.hashedFor,
            listings.map((l) => l.id),
          ),
        );
      const kept = new Set(rows.map((r) => `${r.id} ${r.key}`));
      for (const listing of listings) {
        const photos: { key: string; hash: bigint }[] = [];
        for (const image of listing.images) {
          if (kept.has(`${listing.id} ${image.key}`)) continue;
          const name = imageUrl(image, 800).slice('/uploads/'.length);
          const file = await readStoredFile(storage, name);
          if (!file) {
            result.missingFiles += 1;
            continue;
          }
          const hash = await hashImageFile(file);
          if (hash === null) result.flat += 1;
          else photos.push({ key: image.key, hash });
        }
        await recordPhotoHashes(db, kind.ownerOf(listing), photos);
        result.hashed += photos.length;
      }
    }
  }
  return result;
}
