import { createHash } from 'node:crypto';
import os from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '@galim/shared/images';
import type { StoredImage } from '../../db/schema';
import { unsupportedMedia } from '../../lib/errors';

/** Formats we accept, by what the bytes say (never the file name or the MIME header). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif']);
/** Refuse decompression bombs: at most ~50 megapixels. */
const MAX_PIXELS = 50_000_000;

/**
 * At most one sharp pipeline per core at a time, across all requests of this process: each
 * decodes a photo of up to MAX_PIXELS, so unbounded parallel uploads would grow memory with
 * the number of requests instead of the number of cores. Waiting uploads queue here.
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
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw unsupportedMedia('The file is not an image we can read (JPEG, PNG, WebP or HEIC)');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw unsupportedMedia('The file is not an image we can read (JPEG, PNG, WebP or HEIC)');
  }

  const key = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const oriented = sharp(input, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
  // EXIF orientations 5..8 are rotated by 90°: width and height swap after rotate().
  const swapped = (meta.orientation ?? 1) >= 5;
  const fullWidth = (swapped ? meta.height : meta.width) ?? 0;
  const fullHeight = (swapped ? meta.width : meta.height) ?? 0;

  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, fullWidth)))].filter((w) => w > 0);
  let files: EncodedImage['files'];
  try {
    files = await Promise.all(
      widths.map(async (w) => ({
        name: `${key}-${w}.webp`,
        data: await oriented
          .clone()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    // A valid header over damaged pixel data fails only when decoded.
    throw unsupportedMedia('The image file is damaged and cannot be read');
  }
  return { image: { key, widths, width: fullWidth, height: fullHeight }, files };
}
