// Server-rendered <head> tags for the single-page app: titles and descriptions for search
// engines, Open Graph / Twitter cards for link previews, and JSON-LD. Feature modules register
// a resolver for their paths (a board page, a service page, a public profile).

export interface PageMeta {
  title: string;
  description?: string;
  image?: string;
  /** Pixel size of `image`, when known (link previews lay out before loading it). */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  /** Canonical path (joined with PUBLIC_URL). */
  path?: string;
  type?: 'website' | 'product' | 'profile' | 'article';
  jsonLd?: Record<string, unknown>;
  /** The first screen's largest image (the LCP element), fetched at once with high priority. */
  lcpImage?: { href: string; srcset: string; sizes: string };
  /** API answers the first screen needs: `<link rel="preload" as="fetch">`. */
  preload?: string[];
  /** Answer 404 (the page itself still renders the app, which shows its not-found state). */
  notFound?: boolean;
}

export type PageMetaResolver = (match: RegExpExecArray) => Promise<PageMeta | null>;

const SITE = 'גלים';
const DEFAULT_IMAGE = { path: '/pwa-512x512.png', width: 512, height: 512, alt: 'הלוגו של גלים' };

/** Share fields for a stored image: the smallest stored width of at least 1200 px. */
export function shareImage(
  image: { key: string; widths: number[]; width: number; height: number },
  publicUrl: string,
  alt: string,
): Pick<PageMeta, 'image' | 'imageWidth' | 'imageHeight' | 'imageAlt'> {
  const widths = [...image.widths].sort((a, b) => a - b);
  const w = widths.find((x) => x >= 1200) ?? widths[widths.length - 1]!;
  // Stored variants never upscale: a narrow original keeps its own width.
  const width = Math.min(w, image.width || w);
  const height = image.width ? Math.round((width * image.height) / image.width) : undefined;
  return {
    image: `${publicUrl}/uploads/${image.key}-${w}.webp`,
    imageWidth: width,
    imageHeight: height,
    imageAlt: alt,
  };
}
const DEFAULT_DESCRIPTION =
  'גלים – לוח גלשנים יד שנייה, מדריכי גלישה, צלמים ומתקני גלשנים, ותחזית גלים לחופי ישראל.';

/** Titles of the static screens; feature modules add resolvers for their detail pages. */
export const STATIC_PAGE_META: Record<string, PageMeta> = {
  '/': { title: `${SITE} – גלשנים יד שנייה, שירותי גלישה ותחזית גלים` },
  '/surfboards': { title: `גלשנים יד שנייה למכירה | ${SITE}` },
  '/stores': { title: `חנויות וסוחרים | ${SITE}` },
  '/services': { title: `שירותי גלישה – מדריכים, צלמים ותיקוני גלשנים | ${SITE}` },
  '/forecast': {
    title: `תחזית גלים בישראל | ${SITE}`,
    description: 'תחזית גלים ל-7 ימים לעשרה חופי גלישה בישראל: גובה גל, מחזור, רוח וציון גלישה.',
  },
  '/about': {
    title: `אודות | ${SITE}`,
    description:
      'גלים היא הבית של קהילת הגולשים בישראל: לוח גלשנים יד שנייה, מדריכי גלישה, צלמים ומתקני גלשנים, ותחזית גלים. הכירו את המשימה ואת הצוות.',
  },
  '/privacy-policy': {
    title: `מדיניות פרטיות | ${SITE}`,
    description:
      'איזה מידע גלים אוספת, למה, עם מי הוא משותף (כניסה עם Google, תחזית Open-Meteo) ואיך מוחקים אותו: נתוני החשבון נמחקים תוך 30 יום.',
  },
  '/privacy': {
    title: `מדיניות פרטיות | ${SITE}`,
    description:
      'איזה מידע גלים אוספת, למה, עם מי הוא משותף ואיך מוחקים אותו: נתוני החשבון נמחקים תוך 30 יום.',
  },
  '/terms': {
    title: `תנאי שימוש | ${SITE}`,
    description:
      'תנאי השימוש בגלים: פלטפורמה בלבד ולא צד לעסקאות בין משתמשים, השירותים כרגע בחינם, כללי פרסום מודעות ושירותים.',
  },
  '/contact': {
    title: `צור קשר | ${SITE}`,
    description:
      'שאלה, תמיכה טכנית, שיתוף פעולה עסקי, משוב או דיווח על בעיה? כתבו לצוות גלים ונחזור אליכם בהקדם.',
  },
  '/faq': {
    title: `שאלות נפוצות | ${SITE}`,
    description:
      'תשובות לשאלות נפוצות על קנייה ומכירה של גלשנים יד שנייה, פרסום שירותי גלישה, תחזית הגלים ופרטיות בגלים.',
  },
  '/login': { title: `כניסה | ${SITE}` },
  '/auth': { title: `כניסה | ${SITE}` },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script> must not be able to close the tag (nor open a comment). */
export const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c');

export function renderHead(meta: PageMeta, publicUrl: string): string {
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const url = meta.path ? `${publicUrl}${meta.path}` : undefined;
  const image = meta.image ?? `${publicUrl}${DEFAULT_IMAGE.path}`;
  const dims = meta.image
    ? { width: meta.imageWidth, height: meta.imageHeight, alt: meta.imageAlt ?? meta.title }
    : DEFAULT_IMAGE;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:locale" content="he_IL">`,
    `<meta property="og:type" content="${meta.type === 'product' ? 'product' : (meta.type ?? 'website')}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    ...(dims.width && dims.height
      ? [
          `<meta property="og:image:width" content="${dims.width}">`,
          `<meta property="og:image:height" content="${dims.height}">`,
        ]
      : []),
    `<meta property="og:image:alt" content="${escapeHtml(dims.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(dims.alt)}">`,
  ];
  if (url) {
    tags.push(`<meta property="og:url" content="${escapeHtml(url)}">`);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  }
  if (meta.lcpImage) {
    const { href, srcset, sizes } = meta.lcpImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`,
    );
  }
  for (const href of meta.preload ?? []) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous">`);
  }
  if (meta.jsonLd) {
    tags.push(
      `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(meta.jsonLd))}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** Puts the title and the tags into the built index.html. */
export function injectHead(indexHtml: string, meta: PageMeta, publicUrl: string): string {
  return (
    indexHtml
      // Replacements are functions: in a string, "$`" or "$&" typed by a seller would be
      // replacement patterns and copy parts of the page into it.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      // The template's tag spans lines (Prettier): the page's own description replaces it.
      .replace(/<meta\s+name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `    ${renderHead(meta, publicUrl)}\n  </head>`)
  );
}
