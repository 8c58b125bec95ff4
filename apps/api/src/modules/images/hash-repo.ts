import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { imageUrl } from '@galim/shared/images';
import type { Db } from '../../db/client';
import { photoHashes, surfboards } from '../../db/schema';
import { hammingDistance, toSigned } from './photo-hash';

/** The four 16-bit quarters of a hash, lowest first (the indexed band columns). */
export function bandsOf(hash: bigint): [number, number, number, number] {
  const u = BigInt.asUintN(64, hash);
  return [0, 1, 2, 3].map((i) => Number((u >> BigInt(16 * i)) & 0xffffn)) as [
    number,
    number,
    number,
    number,
  ];
}

/** Every 16-bit value within `radius` bits of `band` (1 + 16 + 120 of them for radius 2). */
function nearBands(band: number, radius: number): number[] {
  const out = [band];
  if (radius >= 1) for (let i = 0; i < 16; i++) out.push(band ^ (1 << i));
  if (radius >= 2) {
    for (let i = 0; i < 16; i++)
      for (let j = i + 1; j < 16; j++) out.push(band ^ (1 << i) ^ (1 << j));
  }
  return out;
}

/**
 * The largest distance the band lookup finds every match for: two hashes within 11 bits
 * differ in at most 2 bits of one of their four quarters (pigeonhole: 4 × 3 = 12 > 11).
 */
export const BAND_LOOKUP_MAX_DISTANCE = 11;
const BAND_RADIUS = 2;

/** Where a photo was uploaded: a board or a service, and whose it is. */
export interface PhotoOwner {
  ownerId: string;
  surfboardId?: string;
  serviceId?: string;
}

/** Keeps the hashes of a listing's photos (a photo already kept for it is left as it is). */
export async function recordPhotoHashes(
  db: Pick<Db, 'insert'>,
  owner: PhotoOwner,
  photos: { key: string; hash: bigint }[],
): Promise<void> {
  if (photos.length === 0) return;
  await db
    .insert(photoHashes)
    .values(
      photos.map((p) => {
        const [band0, band1, band2, band3] = bandsOf(p.hash);
        return {
          ownerId: owner.ownerId,
          surfboardId: owner.surfboardId ?? null,
          serviceId: owner.serviceId ?? null,
          imageKey: p.key,
          hash: toSigned(p.hash),
          band0,
          band1,
          band2,
          band3,
        };
      }),
    )
    .onConflictDoNothing();
}

/** A photo of another user's board close to one of ours. */
export interface SimilarBoardPhoto {
  /** Our photo's key. */
  imageKey: string;
  otherBoardId: string;
  otherTitle: string;
  otherSellerId: string;
  otherImageKey: string;
  /** The other photo's address on its board (null if the board no longer shows it). */
  otherImageUrl: string | null;
  otherModerationStatus: string;
  distance: number;
}

/** The lookup's query (the bench explains it): candidates by band, exact distance checked. */
export function similarBoardPhotosQuery(
  db: Pick<Db, 'select'>,
  hash: bigint,
  excludeOwnerId: string,
  maxDistance: number,
) {
  if (maxDistance > BAND_LOOKUP_MAX_DISTANCE) {
    throw new Error(`The band lookup finds matches up to ${BAND_LOOKUP_MAX_DISTANCE} bits`);
  }
  const bands = bandsOf(hash);
  const columns = [photoHashes.band0, photoHashes.band1, photoHashes.band2, photoHashes.band3];
  return db
    .select({
      hash: photoHashes.hash,
      imageKey: photoHashes.imageKey,
      boardId: surfboards.id,
      title: surfboards.title,
      sellerId: surfboards.sellerId,
      moderationStatus: surfboards.moderationStatus,
      images: surfboards.images,
    })
    .from(photoHashes)
    .innerJoin(surfboards, eq(surfboards.id, photoHashes.surfboardId))
    .where(
      and(
        or(...columns.map((c, i) => inArray(c, nearBands(bands[i]!, BAND_RADIUS)))),
        isNotNull(photoHashes.surfboardId),
        ne(photoHashes.ownerId, excludeOwnerId),
        // The exact distance, on the few candidates only.
        sql`bit_count((${photoHashes.hash} # ${toSigned(hash)}::bigint)::bit(64)) <= ${maxDistance}`,
      ),
    );
}

/**
 * Photos of other users' boards within `maxDistance` bits of `hash`: the band indexes give the
 * few candidates sharing a near quarter, their exact distance decides. Closest first.
 */
export async function similarBoardPhotos(
  db: Pick<Db, 'select'>,
  hash: bigint,
  excludeOwnerId: string,
  maxDistance: number,
): Promise<Omit<SimilarBoardPhoto, 'imageKey'>[]> {
  const rows = await similarBoardPhotosQuery(db, hash, excludeOwnerId, maxDistance);
  return rows
    .map((r) => ({
      otherBoardId: r.boardId,
      otherTitle: r.title,
      otherSellerId: r.sellerId,
      otherImageKey: r.imageKey,
      otherImageUrl: ((image) => (image ? imageUrl(image) : null))(
        r.images.find((i) => i.key === r.imageKey),
      ),
      otherModerationStatus: r.moderationStatus,
      distance: hammingDistance(r.hash, hash),
    }))
    .sort((a, b) => a.distance - b.distance);
}
