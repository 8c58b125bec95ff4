import sharp, { type Sharp } from 'sharp';

// A perceptual hash of a photo (the DCT "pHash"): what the picture looks like in its coarsest
// shapes, which survives re-encoding, resizing, small crops and brightness changes, unlike the
// content hash in an image's key. Two photos whose hashes differ in few bits are the same
// picture; the threshold comes from bench/photo-hash-eval.ts (README "Scam signals").

/** The side of the greyscale thumbnail the DCT runs on. */
const SIDE = 32;
/** The lowest 8×8 frequencies make the 64 bits. */
const FREQS = 8;
/**
 * A thumbnail whose grey levels vary less than this (standard deviation, 0..255) is a flat
 * picture (a blank, a solid colour): its bits are noise, so it gets no hash and matches nothing.
 */
const MIN_CONTRAST = 4;

/** Hashes at most this many bits apart are copies of one photo (bench/photo-hash-eval.ts). */
export const COPY_DISTANCE = 8;

// cos((2x+1)uπ/2N) for the frequencies kept, computed once.
const COS: Float64Array[] = Array.from({ length: FREQS }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/**
 * The 64-bit hash of a 32×32 greyscale thumbnail (row by row, one byte a pixel), or null for a
 * flat picture. Bit i (u*8+v) is set when the DCT coefficient (u, v) is above the median of the
 * 64 lowest ones.
 */
export function hashThumbnail(grey: Uint8Array): bigint | null {
  let sum = 0;
  let squares = 0;
  for (const p of grey) {
    sum += p;
    squares += p * p;
  }
  const mean = sum / grey.length;
  if (Math.sqrt(Math.max(0, squares / grey.length - mean * mean)) < MIN_CONTRAST) return null;

  // Separable 2D DCT, only the low frequencies: rows first (32 rows × 8), then columns.
  const rows = new Float64Array(SIDE * FREQS);
  for (let y = 0; y < SIDE; y++) {
    for (let v = 0; v < FREQS; v++) {
      let s = 0;
      for (let x = 0; x < SIDE; x++) s += grey[y * SIDE + x]! * COS[v]![x]!;
      rows[y * FREQS + v] = s;
    }
  }
  const coeffs = new Float64Array(FREQS * FREQS);
  for (let u = 0; u < FREQS; u++) {
    for (let v = 0; v < FREQS; v++) {
      let s = 0;
      for (let y = 0; y < SIDE; y++) s += rows[y * FREQS + v]! * COS[u]![y]!;
      coeffs[u * FREQS + v] = s;
    }
  }
  const sorted = [...coeffs].sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (let i = 0; i < 64; i++) if (coeffs[i]! > median) hash |= 1n << BigInt(i);
  return hash;
}

/** The hash of a decoded image (raw pixels, as encodeImage holds them). */
export async function hashRawImage(
  data: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<bigint | null> {
  return hashThumbnail(await thumbnail(sharp(data, { raw })));
}

/** The hash of an image file (JPEG, PNG, WebP, ...), upright by its EXIF orientation. */
export async function hashImageFile(input: Buffer): Promise<bigint | null> {
  return hashThumbnail(await thumbnail(sharp(input).rotate()));
}

async function thumbnail(image: Sharp): Promise<Uint8Array> {
  const data = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, SIDE * SIDE);
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n += 1;
  }
  return n;
}

/** As PostgreSQL's signed bigint stores it. */
export function toSigned(hash: bigint): bigint {
  return BigInt.asIntN(64, hash);
}
