import { imageUrl } from '@galim/shared/images';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { recordPhotoHashes, similarBoardPhotos, type PhotoOwner } from './hash-repo';
import { COPY_DISTANCE } from './photo-hash';
import type { PhotoHashes } from './service';

// What other modules ask of photo hashes: keep those of a listing's photos, and find copies of
// them on other users' boards (surfboards' scam signals, services' photos).

/** A listing's photo that has a perceptual hash (flat pictures have none). */
export interface HashedPhoto {
  image: StoredImage;
  key: string;
  hash: bigint;
}

/** The listing's photos that have a perceptual hash, with it. Reads nothing. */
export function hashedPhotos(shown: StoredImage[], hashes: PhotoHashes): HashedPhoto[] {
  return shown.flatMap((image) => {
    const hash = hashes.get(image.key);
    return hash === undefined ? [] : [{ image, key: image.key, hash }];
  });
}

/**
 * Keeps the hashes of these photos of the listing (a photo already kept for it is left as it
 * is), so that copies of them are caught.
 */
export async function keepHashesOf(
  db: Pick<Db, 'insert'>,
  owner: PhotoOwner,
  photos: { key: string; hash: bigint }[],
): Promise<void> {
  await recordPhotoHashes(db, owner, photos);
}

/** hashedPhotos, kept (keepHashesOf); returns those photos. */
export async function keepPhotoHashes(
  db: Pick<Db, 'insert'>,
  owner: PhotoOwner,
  shown: StoredImage[],
  hashes: PhotoHashes,
): Promise<HashedPhoto[]> {
  const photos = hashedPhotos(shown, hashes);
  await keepHashesOf(db, owner, photos);
  return photos;
}

/**
 * Photos of other users' boards within COPY_DISTANCE of these (the same user's own photos are
 * theirs to reuse): per photo in order, closest first.
 */
export async function copiesOnOtherBoards(
  db: Pick<Db, 'select'>,
  ownerId: string,
  photos: HashedPhoto[],
) {
  const matches = [];
  for (const photo of photos) {
    for (const other of await similarBoardPhotos(db, photo.hash, ownerId, COPY_DISTANCE)) {
      matches.push({ imageKey: photo.key, imageUrl: imageUrl(photo.image), ...other });
    }
  }
  return matches;
}
