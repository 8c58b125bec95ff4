import sharp from 'sharp';
import type { TListingKind } from '@galim/shared/listings/kinds';

// Demo photos of gear, drawn as SVG and rendered by sharp in the board photos' manner
// (board-art.ts): one picture per item, the item laid on a wall or on the sand. No downloads;
// the same input always draws the same picture.

export type GearKind = Exclude<TListingKind, 'board'>;

const W = 1200;
const H = 900;
/** Rendered 800 px wide: the largest width a card or the page asks for, so no larger one is encoded. */
const SCALE = 2 / 3;
const INK = 'stroke="#0f172a" stroke-opacity="0.35" stroke-width="3"';

export interface GearPicture {
  kind: GearKind;
  /** The item's own colour (a wetsuit's panels, a bag, a pad). */
  color: string;
  variant: number;
  /** Wetsuits: 'full', 'spring', 'shorty', ... (the legs and arms it has). */
  style?: string;
  /** Fins: how many in the set. */
  count?: number;
  /** Other gear: what it is ('booties', 'wax', ...). */
  what?: string;
  /** Children's wetsuits hang smaller. */
  small?: boolean;
}

const DEFS = `
  <defs>
    <linearGradient id="wall" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#f1f5f9"/>
      <stop offset="1" stop-color="#94a3b8"/>
    </linearGradient>
    <linearGradient id="sand" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#fde68a"/>
      <stop offset="1" stop-color="#f59e0b"/>
    </linearGradient>
    <linearGradient id="shine" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.45" stop-color="#fff" stop-opacity="0.3"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
  </defs>`;

/** A symmetric outline from its right half, top to bottom (mirrored for the left). */
function mirrored(right: [number, number][]): string {
  const left = [...right].reverse().map(([x, y]) => [-x, y] as const);
  return `M ${[...right, ...left].map(([x, y]) => `${x} ${y}`).join(' L ')} Z`;
}

function wetsuit(p: GearPicture): string {
  const style = p.style ?? 'full';
  const sleeve = style === 'full' || style === 'top' || style === 'spring';
  const legs = style === 'full' || style === 'long-john' ? 380 : style === 'top' ? 0 : 170;
  const arms: [number, number][] = sleeve
    ? [
        [270, -110],
        [300, 120],
        [245, 130],
        [200, -80],
      ]
    : style === 'long-john'
      ? []
      : [
          [215, -170],
          [165, -140],
        ];
  const body: [number, number][] = [
    [45, -335],
    [style === 'long-john' ? 95 : 150, -300],
    ...arms,
    [130, -170],
    [115, 0],
    [128, 60],
  ];
  const lower: [number, number][] =
    legs > 0
      ? [
          [122, legs],
          [28, legs],
          [0, 85],
        ]
      : [[0, 70]];
  const path = mirrored([...body, ...lower]);
  const k = p.small ? 0.66 : 0.88;
  return `<g transform="translate(${W / 2} ${H / 2 - 10}) scale(${k})">
    <path d="M -110 -360 L 0 -400 L 110 -360" stroke="#475569" stroke-width="10" fill="none"/>
    <path d="M 0 -400 q 0 -40 30 -40" stroke="#475569" stroke-width="8" fill="none"/>
    <path d="${path}" fill="rgba(0,0,0,0.22)" transform="translate(16 20)"/>
    <path d="${path}" fill="#111827" ${INK}/>
    <path d="M -100 -280 L 100 -280 L 85 -120 L -85 -120 Z" fill="${p.color}" opacity="0.9"/>
    <rect x="-112" y="20" width="224" height="16" fill="${p.color}" opacity="0.8"/>
    <path d="${path}" fill="url(#shine)"/>
  </g>`;
}

function fin(x: number, scale: number, color: string): string {
  return `<g transform="translate(${x} 560) scale(${scale})">
    <path d="M -70 0 L 75 0 C 60 -60 20 -140 -55 -230 C -55 -150 -70 -70 -70 0 Z" fill="rgba(0,0,0,0.2)" transform="translate(12 14)"/>
    <path d="M -70 0 L 75 0 C 60 -60 20 -140 -55 -230 C -55 -150 -70 -70 -70 0 Z" fill="${color}" ${INK}/>
    <path d="M -70 0 L 75 0 C 60 -60 20 -140 -55 -230 C -55 -150 -70 -70 -70 0 Z" fill="url(#shine)"/>
    <rect x="-45" y="0" width="30" height="26" fill="#334155"/>
    <rect x="20" y="0" width="30" height="26" fill="#334155"/>
  </g>`;
}

function fins(p: GearPicture): string {
  const n = Math.min(Math.max(p.count ?? 3, 1), 5);
  if (n === 1) return fin(W / 2, 2, p.color);
  const step = 820 / n;
  return Array.from({ length: n }, (_, i) => {
    // The middle fin of an odd set is the centre fin: a touch larger.
    const centre = n % 2 === 1 && i === (n - 1) / 2;
    return fin(W / 2 - 410 + step * (i + 0.5), centre ? 1.45 : 1.3, p.color);
  }).join('');
}

function leash(p: GearPicture): string {
  const loops = Array.from({ length: 6 }, (_, i) => {
    const r = 200 - i * 18;
    return `<ellipse cx="${W / 2 - 80 + i * 14}" cy="${H / 2 + i * 6}" rx="${r * 1.25}" ry="${r}" fill="none" stroke="${p.color}" stroke-width="14"/>`;
  }).join('');
  return `${loops}
    <path d="M ${W / 2 + 170} ${H / 2 + 10} C ${W / 2 + 260} ${H / 2 - 40}, ${W / 2 + 300} ${H / 2 + 60}, ${W / 2 + 330} ${H / 2 + 120}" stroke="${p.color}" stroke-width="14" fill="none"/>
    <rect x="${W / 2 + 270}" y="${H / 2 + 110}" width="200" height="110" rx="40" fill="rgba(0,0,0,0.2)" transform="translate(10 12)"/>
    <rect x="${W / 2 + 270}" y="${H / 2 + 110}" width="200" height="110" rx="40" fill="#111827" ${INK}/>
    <rect x="${W / 2 + 290}" y="${H / 2 + 140}" width="160" height="20" rx="8" fill="${p.color}"/>
    <path d="M ${W / 2 - 330} ${H / 2 - 40} q -60 -120 20 -200 l 30 20" stroke="#111827" stroke-width="10" fill="none"/>`;
}

function bag(p: GearPicture): string {
  const outline =
    'M -480 0 C -480 -120 -220 -150 0 -150 C 260 -150 440 -90 490 0 C 440 90 260 150 0 150 C -220 150 -480 120 -480 0 Z';
  return `<g transform="translate(${W / 2} ${H / 2 + 20}) rotate(${-8 + (p.variant % 4) * 4})">
    <path d="${outline}" fill="rgba(0,0,0,0.22)" transform="translate(16 20)"/>
    <path d="${outline}" fill="${p.color}" ${INK}/>
    <path d="M -440 -10 C -200 -60 250 -60 470 -5" stroke="#0f172a" stroke-width="6" stroke-dasharray="14 10" fill="none" opacity="0.6"/>
    <rect x="-90" y="-40" width="180" height="50" rx="22" fill="none" stroke="#111827" stroke-width="14"/>
    <rect x="-420" y="20" width="120" height="60" rx="10" fill="#e2e8f0" opacity="0.85"/>
    <path d="${outline}" fill="url(#shine)"/>
  </g>`;
}

function traction(p: GearPicture): string {
  const piece = (x: number, w: number) =>
    `<rect x="${x}" y="-190" width="${w}" height="380" rx="30" fill="${p.color}" ${INK}/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<line x1="${x + 14}" y1="${-160 + i * 40}" x2="${x + w - 14}" y2="${-160 + i * 40}" stroke="#0f172a" stroke-opacity="0.25" stroke-width="8"/>`,
    ).join('');
  return `<g transform="translate(${W / 2} ${H / 2}) rotate(-90)">
    <rect x="-330" y="-190" width="660" height="380" rx="40" fill="rgba(0,0,0,0.2)" transform="translate(14 -16)"/>
    ${piece(-330, 200)}${piece(-120, 240)}${piece(130, 200)}
    <rect x="270" y="-190" width="60" height="380" rx="28" fill="#0f172a" opacity="0.35"/>
  </g>`;
}

function rack(p: GearPicture): string {
  const car =
    'M 120 640 L 160 520 C 220 470 330 400 460 390 L 760 390 C 860 400 930 470 990 520 L 1080 560 L 1090 640 Z';
  const pad = (x: number) =>
    `<rect x="${x}" y="350" width="90" height="42" rx="16" fill="${p.color}" ${INK}/><line x1="${x + 45}" y1="350" x2="${x + 45}" y2="470" stroke="#334155" stroke-width="6"/>`;
  return `<path d="${car}" fill="#475569" ${INK}/>
    <path d="M 330 410 L 600 410 L 600 510 L 250 510 Z M 630 410 L 760 410 C 820 420 870 460 900 510 L 630 510 Z" fill="#bae6fd" opacity="0.8"/>
    <circle cx="300" cy="650" r="70" fill="#111827"/><circle cx="300" cy="650" r="30" fill="#94a3b8"/>
    <circle cx="900" cy="650" r="70" fill="#111827"/><circle cx="900" cy="650" r="30" fill="#94a3b8"/>
    ${pad(400)}${pad(720)}
    <path d="M 240 300 C 400 290 800 290 980 310 L 990 340 C 800 330 400 330 250 335 Z" fill="#f8fafc" ${INK}/>`;
}

function other(p: GearPicture): string {
  if (p.what === 'wax') {
    return Array.from({ length: 3 }, (_, i) => {
      const x = W / 2 - 260 + i * 260;
      return `<ellipse cx="${x + 10}" cy="${H / 2 + 90}" rx="110" ry="40" fill="rgba(0,0,0,0.2)"/>
        <rect x="${x - 110}" y="${H / 2 - 40}" width="220" height="120" rx="30" fill="${p.color}" ${INK}/>
        <ellipse cx="${x}" cy="${H / 2 - 40}" rx="110" ry="38" fill="#fef9c3" ${INK}/>`;
    }).join('');
  }
  if (p.what === 'booties' || p.what === 'gloves') {
    const boot = 'M 0 -220 L 120 -220 L 120 40 C 200 50 300 80 300 140 L 300 170 L 0 170 Z';
    return [-260, 60]
      .map(
        (x) => `<g transform="translate(${W / 2 + x} ${H / 2 + 20})">
        <path d="${boot}" fill="#111827" ${INK}/>
        <rect x="0" y="140" width="300" height="30" fill="${p.color}"/>
        <rect x="0" y="-220" width="120" height="30" fill="${p.color}"/>
      </g>`,
      )
      .join('');
  }
  // A folded towel, poncho or anything else: a soft stack in its colour.
  return [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${W / 2 - 300 + i * 12}" y="${H / 2 + 60 - i * 110}" width="600" height="110" rx="40" fill="${p.color}" ${INK} opacity="${1 - i * 0.12}"/>`,
    )
    .join('');
}

const DRAW: Record<GearKind, (p: GearPicture) => string> = {
  wetsuit,
  fins,
  leash,
  bag,
  traction,
  rack,
  other,
};

function scene(p: GearPicture): string {
  // Wetsuits and racks stand against a wall; the rest lie on the sand or a bench.
  const onSand = p.kind !== 'wetsuit' && p.kind !== 'rack' && p.variant % 2 === 0;
  const floor = onSand
    ? `<rect width="${W}" height="${H}" fill="url(#sand)"/>`
    : `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect x="0" y="${H - 120}" width="${W}" height="120" fill="#a16207"/><rect x="0" y="${H - 120}" width="${W}" height="8" fill="#ca8a04"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${DEFS}${floor}${DRAW[p.kind](p)}
  </svg>`;
}

/** One PNG photo of a piece of gear. */
export function renderGearPhoto(p: GearPicture): Promise<Buffer> {
  return sharp(Buffer.from(scene(p)), { density: 72 * SCALE })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
