import sharp from 'sharp';

// Demo photos drawn as SVG and rendered by sharp: a board seen from above on the beach, and a
// close-up of its tail on a rack. No downloads; the same input always draws the same picture.

export type BoardShape = 'shortboard' | 'fish' | 'longboard' | 'funboard' | 'gun';

const W = 1200;
/** Rendered smaller than drawn: enough for the 800 px card and detail widths, quick to seed. */
const SCALE = 0.8;
const H = 900;

/** Outline of a board pointing up, centred at (0,0), about `len` tall. */
function outline(shape: BoardShape, len: number): string {
  const half = len / 2;
  const wide = { shortboard: 0.2, fish: 0.27, longboard: 0.17, funboard: 0.24, gun: 0.15 }[shape];
  const w = len * wide;
  const nose = { shortboard: 0.05, fish: 0.18, longboard: 0.55, funboard: 0.35, gun: 0.02 }[shape];
  const tailW = w * (shape === 'fish' ? 0.75 : shape === 'gun' ? 0.18 : 0.45);
  const top = -half;
  const bottom = half;
  const tail =
    shape === 'fish'
      ? `L ${tailW / 2} ${bottom} L 0 ${bottom - len * 0.07} L ${-tailW / 2} ${bottom}`
      : `Q 0 ${bottom + len * 0.015} ${-tailW / 2} ${bottom}`;
  return [
    `M 0 ${top}`,
    `C ${w * nose} ${top}, ${w / 2} ${top + len * 0.22}, ${w / 2} ${top + len * 0.45}`,
    `C ${w / 2} ${top + len * 0.72}, ${tailW / 2 + w * 0.08} ${bottom - len * 0.06}, ${tailW / 2} ${bottom}`,
    tail,
    `C ${-tailW / 2 - w * 0.08} ${bottom - len * 0.06}, ${-w / 2} ${top + len * 0.72}, ${-w / 2} ${top + len * 0.45}`,
    `C ${-w / 2} ${top + len * 0.22}, ${-w * nose} ${top}, 0 ${top}`,
    'Z',
  ].join(' ');
}

function board(shape: BoardShape, color: string, len: number, fins: boolean): string {
  const path = outline(shape, len);
  return `
    <path d="${path}" fill="rgba(0,0,0,0.25)" transform="translate(14 18)"/>
    <path d="${path}" fill="${color}" stroke="#0f172a" stroke-opacity="0.35" stroke-width="3"/>
    <path d="${path}" fill="url(#shine)"/>
    <line x1="0" y1="${-len / 2 + 12}" x2="0" y2="${len / 2 - 12}" stroke="#78350f" stroke-opacity="0.55" stroke-width="3"/>
    ${
      fins
        ? `<rect x="-40" y="${len * 0.3}" width="80" height="${len * 0.09}" rx="10" fill="#0f172a" fill-opacity="0.18"/>`
        : ''
    }`;
}

const DEFS = `
  <defs>
    <linearGradient id="shine" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.45" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#0369a1"/>
      <stop offset="1" stop-color="#38bdf8"/>
    </linearGradient>
    <linearGradient id="sand" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#fde68a"/>
      <stop offset="1" stop-color="#f59e0b"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#e2e8f0"/>
      <stop offset="1" stop-color="#94a3b8"/>
    </linearGradient>
  </defs>`;

function beachScene(shape: BoardShape, color: string, variant: number): string {
  const angle = -62 + (variant % 5) * 6;
  const foam = Array.from({ length: 5 }, (_, k) => {
    const y = 90 + k * 55 + (variant % 3) * 8;
    return `<path d="M 0 ${y} Q 150 ${y - 25} 300 ${y} T 600 ${y} T 900 ${y} T 1200 ${y}" stroke="#e0f2fe" stroke-opacity="${0.5 - k * 0.08}" stroke-width="6" fill="none"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${DEFS}
    <rect width="${W}" height="${H}" fill="url(#sand)"/>
    <rect width="${W}" height="${H * 0.42}" fill="url(#sea)"/>
    ${foam}
    <path d="M 0 ${H * 0.42} Q 300 ${H * 0.47} 600 ${H * 0.42} T 1200 ${H * 0.43} L 1200 ${H * 0.46} Q 900 ${H * 0.5} 600 ${H * 0.46} T 0 ${H * 0.46} Z" fill="#fff" fill-opacity="0.8"/>
    <g transform="translate(${W / 2} ${H * 0.62}) rotate(${angle})">${board(shape, color, 820, false)}</g>
  </svg>`;
}

function rackScene(shape: BoardShape, color: string, variant: number): string {
  const plank = (y: number) =>
    `<rect x="0" y="${y}" width="${W}" height="70" fill="#a16207"/><rect x="0" y="${y}" width="${W}" height="8" fill="#ca8a04"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${DEFS}
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    ${plank(H - 140)}
    <g transform="translate(${W / 2 + ((variant % 3) - 1) * 60} ${H + 60}) rotate(180)">${board(shape, color, 1500, true)}</g>
  </svg>`;
}

/** Two PNG photos of a board: on the beach from above, and its tail on a rack. */
export async function renderBoardPhotos(opts: {
  shape: BoardShape;
  color: string;
  variant: number;
}): Promise<Buffer[]> {
  const svgs = [
    beachScene(opts.shape, opts.color, opts.variant),
    rackScene(opts.shape, opts.color, opts.variant),
  ];
  return Promise.all(
    svgs.map((svg) =>
      sharp(Buffer.from(svg), { density: 72 * SCALE })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
}
