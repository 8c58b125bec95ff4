import sharp from 'sharp';
import { seededRandom } from './random';

// Photos with something in them, for the copied-photo check: a one-colour picture has no
// perceptual hash. The same seed always draws the same picture; different seeds differ.

/** A JPEG of a board on a beach, drawn from `seed`: where, at what angle, what lies around. */
export async function boardPhoto(seed: number, width = 1200, height = 900): Promise<Buffer> {
  const r = seededRandom(seed);
  const things = Array.from({ length: 6 }, () => {
    const c = `hsl(${Math.floor(r() * 360)} 70% ${30 + Math.floor(r() * 40)}%)`;
    return r() < 0.5
      ? `<circle cx="${r() * 1200}" cy="${r() * 900}" r="${30 + r() * 120}" fill="${c}"/>`
      : `<rect x="${r() * 1200}" y="${r() * 900}" width="${60 + r() * 260}" height="${60 + r() * 200}" fill="${c}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
    <rect width="1200" height="900" fill="#f5d68a"/>
    <rect width="1200" height="${250 + r() * 200}" fill="#0369a1"/>
    ${things}
    <g transform="translate(${350 + r() * 500} ${300 + r() * 300}) rotate(${-80 + r() * 160})">
      <ellipse rx="110" ry="380" fill="#f8fafc" stroke="#0f172a" stroke-width="4"/>
      <rect x="-14" y="-380" width="28" height="760" fill="#f43f5e"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
