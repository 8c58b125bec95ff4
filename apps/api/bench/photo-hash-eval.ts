// npm run photo-hash-eval: how well the perceptual photo hash (src/modules/images/photo-hash.ts)
// tells a copied photo from a different photo of the same board model, and so which Hamming
// distance counts as "the same photo". Deterministic synthetic board photos (a board of a model
// in a scene: beach, wall, lawn or room, at its own angle and place, with textured light) are
// copied the ways a scammer would (JPEG at another quality, WebP, half the size, 5 % cropped,
// brightened, and combinations); every copy should match its original (recall), and no photo
// should match a different photo of the same model (false matches). Prints both per threshold.
// PHOTO_EVAL_MODELS (default 12) models × PHOTO_EVAL_PHOTOS (default 8) photos each.

import sharp from 'sharp';
import { hammingDistance, hashImageFile, COPY_DISTANCE } from '../src/modules/images/photo-hash';
import { seededRandom } from '../src/test/random';

const MODELS = Number(process.env.PHOTO_EVAL_MODELS ?? 12);
const PHOTOS = Number(process.env.PHOTO_EVAL_PHOTOS ?? 8);
/** Drawn on a 1200×900 canvas, rendered at 800×600 (quicker; the hash ignores size). */
const RENDER = { width: 800, height: 600 };
const [W, H] = [RENDER.width, RENDER.height];

const [DW, DH] = [1200, 900];
const SHAPES = [0.2, 0.27, 0.17, 0.24, 0.15];
const COLORS = ['#f8fafc', '#fde047', '#38bdf8', '#f97316', '#a3e635', '#f43f5e', '#1e293b'];

interface Model {
  wide: number;
  color: string;
  stripe: string;
  logo: string;
}

function modelOf(i: number): Model {
  const r = seededRandom(1000 + i);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  return { wide: pick(SHAPES), color: pick(COLORS), stripe: pick(COLORS), logo: pick(COLORS) };
}

function boardSvg(m: Model, len: number): string {
  const w = len * m.wide;
  const h = len / 2;
  const path = `M 0 ${-h} C ${w * 0.3} ${-h}, ${w / 2} ${-h * 0.5}, ${w / 2} 0 C ${w / 2} ${h * 0.5}, ${w * 0.3} ${h}, 0 ${h} C ${-w * 0.3} ${h}, ${-w / 2} ${h * 0.5}, ${-w / 2} 0 C ${-w / 2} ${-h * 0.5}, ${-w * 0.3} ${-h}, 0 ${-h} Z`;
  return `<path d="${path}" fill="rgba(0,0,0,0.3)" transform="translate(16 20)"/>
    <path d="${path}" fill="${m.color}" stroke="#0f172a" stroke-opacity="0.4" stroke-width="3"/>
    <rect x="${-w * 0.08}" y="${-h}" width="${w * 0.16}" height="${len}" fill="${m.stripe}" fill-opacity="0.8"/>
    <circle cx="0" cy="${-h * 0.35}" r="${w * 0.22}" fill="${m.logo}"/>`;
}

/** Photo `p` of a board of model `m`: its own scene, angle, place, size and light. */
function photoSvg(m: Model, modelIndex: number, p: number): string {
  const [W, H] = [DW, DH];
  const r = seededRandom(modelIndex * 7919 + p * 104729 + 17);
  // Every other photo is the hard case: an upright "shop shot" on a wall, as sellers of the same
  // model take them, differing only in a few degrees, a little place and the things around.
  const shop = p % 2 === 1;
  const scene = shop ? 1 : Math.floor(r() * 4);
  const bg = [
    // beach: sea over sand
    `<rect width="${W}" height="${H}" fill="#f5d68a"/><rect width="${W}" height="${H * (0.3 + r() * 0.2)}" fill="#0369a1"/>`,
    // wall with a plank
    `<rect width="${W}" height="${H}" fill="#cbd5e1"/><rect y="${H * (0.6 + r() * 0.2)}" width="${W}" height="80" fill="#a16207"/>`,
    // lawn
    `<rect width="${W}" height="${H}" fill="#4d7c0f"/><rect width="${W}" height="${H * r() * 0.3}" fill="#bae6fd"/>`,
    // room: floor, a door, a shelf
    `<rect width="${W}" height="${H}" fill="#e7e5e4"/><rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="#78716c"/><rect x="${r() * W * 0.8}" y="${H * 0.2}" width="180" height="${H * 0.5}" fill="#57534e"/>`,
  ][scene]!;
  const things = Array.from(
    { length: shop ? Math.floor(r() * 3) : 3 + Math.floor(r() * 4) },
    () => {
      const c = COLORS[Math.floor(r() * COLORS.length)]!;
      return r() < 0.5
        ? `<circle cx="${r() * W}" cy="${r() * H}" r="${20 + r() * 90}" fill="${c}" fill-opacity="0.8"/>`
        : `<rect x="${r() * W}" y="${r() * H}" width="${40 + r() * 200}" height="${40 + r() * 160}" fill="${c}" fill-opacity="0.8"/>`;
    },
  ).join('');
  const angle = shop ? -8 + r() * 16 : -90 + r() * 180;
  const x = W * (shop ? 0.42 + r() * 0.16 : 0.3 + r() * 0.4);
  const y = H * (shop ? 0.45 + r() * 0.1 : 0.35 + r() * 0.3);
  const len = shop ? 750 + r() * 100 : 600 + r() * 350;
  const light = 0.1 + r() * 0.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER.width}" height="${RENDER.height}" viewBox="0 0 ${DW} ${DH}">
    <defs>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="${modelIndex * 100 + p}"/>
        <feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${light} 0"/></filter>
    </defs>
    ${bg}${things}
    <g transform="translate(${x} ${y}) rotate(${angle})">${boardSvg(m, len)}</g>
    <rect width="${W}" height="${H}" filter="url(#grain)"/>
  </svg>`;
}

/** The ways a photo gets copied: each from the original's JPEG as a buyer's phone saved it. */
const COPIES: Record<string, (jpeg: Buffer) => Promise<Buffer>> = {
  'JPEG quality 40': (b) => sharp(b).jpeg({ quality: 40 }).toBuffer(),
  'WebP quality 60': (b) => sharp(b).webp({ quality: 60 }).toBuffer(),
  'resized to 50%': (b) =>
    sharp(b)
      .resize({ width: W / 2 })
      .jpeg({ quality: 85 })
      .toBuffer(),
  'resized to 25%': (b) =>
    sharp(b)
      .resize({ width: W / 4 })
      .jpeg({ quality: 85 })
      .toBuffer(),
  'cropped 5% (one edge)': (b) =>
    sharp(b)
      .extract({ left: 0, top: 0, width: Math.round(W * 0.95), height: H })
      .jpeg({ quality: 85 })
      .toBuffer(),
  'cropped 5% (all edges)': (b) =>
    sharp(b)
      .extract({
        left: Math.round(W * 0.025),
        top: Math.round(H * 0.025),
        width: Math.round(W * 0.95),
        height: Math.round(H * 0.95),
      })
      .jpeg({ quality: 85 })
      .toBuffer(),
  'brightened 20%': (b) => sharp(b).modulate({ brightness: 1.2 }).jpeg({ quality: 85 }).toBuffer(),
  'darker, more saturated': (b) =>
    sharp(b).modulate({ brightness: 0.85, saturation: 1.3 }).jpeg({ quality: 85 }).toBuffer(),
  'cropped 5% + resized 50% + JPEG 60': (b) =>
    sharp(b)
      .extract({ left: Math.round(W * 0.05), top: 0, width: Math.round(W * 0.95), height: H })
      .resize({ width: W / 2 })
      .jpeg({ quality: 60 })
      .toBuffer(),
};

export interface EvalResult {
  /** Distances copy -> original, per kind of copy. */
  copies: Record<string, number[]>;
  /** Distances between different photos of the same model (half of them shop shots). */
  sameModel: number[];
  /** Distances between photos of different models. */
  otherModels: number[];
}

export async function evaluatePhotoHash(models = MODELS, photos = PHOTOS): Promise<EvalResult> {
  const result: EvalResult = { copies: {}, sameModel: [], otherModels: [] };
  const hashes: { model: number; hash: bigint }[] = [];
  for (let mi = 0; mi < models; mi++) {
    const m = modelOf(mi);
    for (let p = 0; p < photos; p++) {
      const jpeg = await sharp(Buffer.from(photoSvg(m, mi, p)))
        .jpeg({ quality: 90 })
        .toBuffer();
      const hash = await hashImageFile(jpeg);
      if (hash === null) throw new Error(`photo ${mi}/${p} is flat`);
      hashes.push({ model: mi, hash });
      for (const [name, copy] of Object.entries(COPIES)) {
        const h = await hashImageFile(await copy(jpeg));
        (result.copies[name] ??= []).push(h === null ? 64 : hammingDistance(hash, h));
      }
    }
  }
  for (let i = 0; i < hashes.length; i++) {
    for (let j = i + 1; j < hashes.length; j++) {
      const d = hammingDistance(hashes[i]!.hash, hashes[j]!.hash);
      (hashes[i]!.model === hashes[j]!.model ? result.sameModel : result.otherModels).push(d);
    }
  }
  return result;
}

const share = (xs: number[], t: number) => xs.filter((d) => d <= t).length / xs.length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main() {
  const started = Date.now();
  const r = await evaluatePhotoHash();
  const all = Object.values(r.copies).flat();
  console.log(
    `${MODELS} models × ${PHOTOS} photos, ${all.length} copies, ${r.sameModel.length} same-model pairs, ${r.otherModels.length} other pairs (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  console.log('copy kind'.padEnd(36), 'median', 'max', `caught at ${COPY_DISTANCE}`);
  for (const [name, ds] of Object.entries(r.copies)) {
    const s = [...ds].sort((a, b) => a - b);
    console.log(
      name.padEnd(36),
      String(s[s.length >> 1]).padStart(6),
      String(s[s.length - 1]).padStart(3),
      pct(share(ds, COPY_DISTANCE)).padStart(12),
    );
  }
  const minOf = (xs: number[]) => xs.reduce((a, b) => Math.min(a, b), 64);
  console.log(
    `\nclosest different photos: same model ${minOf(r.sameModel)}, other models ${minOf(r.otherModels)} bits\n`,
  );
  console.log('threshold  recall   false matches (same model)  (other models)');
  for (let t = 2; t <= 16; t += 1) {
    console.log(
      `${String(t).padStart(9)}  ${pct(share(all, t)).padStart(6)}   ${pct(share(r.sameModel, t)).padStart(26)}  ${pct(share(r.otherModels, t)).padStart(14)}${t === COPY_DISTANCE ? '   <- COPY_DISTANCE' : ''}`,
    );
  }
}

if (process.argv[1]?.endsWith('photo-hash-eval.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
