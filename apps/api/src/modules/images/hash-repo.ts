import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { imageUrl } from '@galim/shared/images';
import type { Db } from '../../db/client';
import { photoHashes, surfboards } from '../../db/schema';
import { hammingDistance, toSigned } from './photo-hash';

/** The widths of the hash's five bands, lowest bits first (the indexed band columns). */
const BAND_BITS = [13, 13, 13, 13, 12] as const;

/** The hash cut into its five bands, lowest bits first. */
export function bandsOf(hash: bigint): number[] {
  let u = BigInt.asUintN(64, hash);
  return BAND_BITS.map((bits) => {
    const band = Number(u & ((1n << BigInt(bits)) - 1n));
    u >>= BigInt(bits);
    return band;
  });
}

/** The band and every value one bit away from it (1 + its width). */
function nearBands(band: number, bits: number): number[] {
  return [band, ...Array.from({ length: bits }, (_, i) => band ^ (1 << i))];
}

/**
 * The largest distance the band lookup finds every match for: two hashes within 9 bits differ
 * in at most 1 bit of one of their five bands (pigeonhole: 5 × 2 = 10 > 9).
 */
export const BAND_LOOKUP_MAX_DISTANCE = 9;

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
        const [band0, band1, band2, band3, band4] = bandsOf(p.hash) as [
          number,
          number,
          number,
          number,
          number,
        ];
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
          band4,
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
  const columns = [
    photoHashes.band0,
    photoHashes.band1,
    photoHashes.band2,
    photoHashes.band3,
    photoHashes.band4,
  ];
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
        or(...columns.map((c, i) => inArray(c, nearBands(bands[i]!, BAND_BITS[i]!)))),
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
