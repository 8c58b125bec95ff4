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

/**
 * Keeps the hashes of the listing's photos that have one (a photo already kept for it is left
 * as it is), so that copies of them are caught; returns those photos.
 */
export async function keepPhotoHashes(
  db: Pick<Db, 'insert'>,
  owner: PhotoOwner,
  shown: StoredImage[],
  hashes: PhotoHashes,
): Promise<HashedPhoto[]> {
  const photos = shown.flatMap((image) => {
    const hash = hashes.get(image.key);
    return hash === undefined ? [] : [{ image, key: image.key, hash }];
  });
  await recordPhotoHashes(db, owner, photos);
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
