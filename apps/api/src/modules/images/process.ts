import { createHash } from 'node:crypto';
import os from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '@galim/shared/images';
import type { StoredImage } from '../../db/schema';
import { apiError } from '../../lib/errors';
import { hashRawImage } from './photo-hash';

/** Formats we accept, by what the bytes say (never the file name or the MIME header). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif']);
/** Refuse decompression bombs: at most ~50 megapixels, checked on the header before decoding. */
export const MAX_PIXELS = 50_000_000;

// libvips keeps recent operations and their pixels for reuse (up to 50 MB): every upload is a
// new photo, so nothing is reused and the cache only holds memory. One thread per pipeline: the
// pipelines at once are bounded below, so memory and CPU follow that bound.
sharp.cache(false);
sharp.concurrency(1);

/**
 * At most one sharp pipeline per core at a time, across all requests of this process: each
 * decodes a photo of up to MAX_PIXELS, so unbounded parallel uploads would grow memory with
 * the number of requests instead of the number of cores. Waiting uploads queue here (and,
 * before their bodies are read, in the upload queue: upload-queue.ts).
 */
export const MAX_CONCURRENT_ENCODES = os.availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_ENCODES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export interface EncodedImage {
  image: StoredImage;
  files: { name: string; data: Buffer }[];
  /** Its perceptual hash (photo-hash.ts), null for a flat picture. */
  hash: bigint | null;
}

/**
 * Decodes an upload, auto-rotates it by its EXIF orientation, and re-encodes it as WebP at
 * each width (never enlarging). sharp writes no metadata unless asked, so EXIF (GPS!), XMP
 * and ICC comments are gone. The key is a hash of the original bytes: the same photo uploaded
 * twice is stored once.
 */
export function encodeImage(input: Buffer): Promise<EncodedImage> {
  return withEncodeSlot(() => encode(input));
}

async function encode(input: Buffer): Promise<EncodedImage> {
  let meta: Metadata;
  try {
    // The header only: the pixel count is known before a single pixel is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw apiError('IMAGE_UNREADABLE');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw apiError('IMAGE_UNREADABLE');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    throw apiError('IMAGE_TOO_MANY_PIXELS');
  }

  const key = createHash('sha256').update(input).digest('hex').slice(0, 32);
  // EXIF orientations 5..8 are rotated by 90°: width and height swap after rotate().
  const swapped = (meta.orientation ?? 1) >= 5;
  const fullWidth = (swapped ? meta.height : meta.width) ?? 0;
  const fullHeight = (swapped ? meta.width : meta.height) ?? 0;

  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, fullWidth)))].filter((w) => w > 0);
  const largest = Math.max(...widths);
  let files: EncodedImage['files'];
  let hash: bigint | null;
  try {
    // Decoded once, straight to the largest width (JPEG decodes at a fraction of its size
    // then), read top to bottom; the smaller widths are made from that.
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_PIXELS,
      animated: false,
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    // From the decoded pixels already in hand: no second decode for the hash.
    hash = await hashRawImage(data, raw);
    files = [];
    for (const w of widths) {
      files.push({
        name: `${key}-${w}.webp`,
        data: await sharp(data, { raw })
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer(),
      });
    }
  } catch {
    // A valid header over damaged pixel data fails only when decoded.
    throw apiError('IMAGE_DAMAGED');
  }
  return { image: { key, widths, width: fullWidth, height: fullHeight }, files, hash };
}
