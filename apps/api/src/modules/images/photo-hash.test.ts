import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { boardPhoto } from '../../test/photos';
import { pngImage } from '../../test/factories';
import { bandsOf, BAND_LOOKUP_MAX_DISTANCE } from './hash-repo';
import { COPY_DISTANCE, hammingDistance, hashImageFile } from './photo-hash';

async function hashOf(image: Buffer): Promise<bigint> {
  const hash = await hashImageFile(image);
  if (hash === null) throw new Error('no hash');
  return hash;
}

describe('photo hash', () => {
  it('matches copies of a photo: re-encoded, half size, 5% cropped, brightened', async () => {
    const photo = await boardPhoto(1);
    const original = await hashOf(photo);
    const copies = {
      jpeg40: await sharp(photo).jpeg({ quality: 40 }).toBuffer(),
      webp: await sharp(photo).webp({ quality: 60 }).toBuffer(),
      half: await sharp(photo).resize({ width: 600 }).jpeg().toBuffer(),
      cropped: await sharp(photo)
        .extract({ left: 30, top: 22, width: 1140, height: 855 })
        .jpeg()
        .toBuffer(),
      brighter: await sharp(photo).modulate({ brightness: 1.2 }).jpeg().toBuffer(),
    };
    for (const [name, copy] of Object.entries(copies)) {
      const d = hammingDistance(original, await hashOf(copy));
      expect(d, name).toBeLessThanOrEqual(COPY_DISTANCE);
    }
  });

  it('tells different photos apart', async () => {
    const hashes = await Promise.all([2, 3, 4, 5].map(async (s) => hashOf(await boardPhoto(s))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        expect(hammingDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(COPY_DISTANCE);
      }
    }
  });

  it('gives a flat picture no hash: a blank matches nothing', async () => {
    expect(await hashImageFile(await pngImage('#0369a1'))).toBeNull();
  });

  it('finds every close pair by its bands: some band differs in at most 1 bit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: BAND_LOOKUP_MAX_DISTANCE }),
        (hash, flips) => {
          const other = flips.reduce((h, bit) => h ^ (1n << BigInt(bit)), hash);
          const a = bandsOf(hash);
          const b = bandsOf(other);
          const closest = Math.min(...a.map((x, i) => hammingDistance(BigInt(x), BigInt(b[i]!))));
          expect(closest).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
