// Server-rendered <head> tags for the single-page app: titles and descriptions for search
// engines, Open Graph / Twitter cards for link previews, and JSON-LD. Feature modules register
// a resolver for their paths (a board page, a service page, a public profile). Their Hebrew
// texts are in page-texts.ts.

import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, type Language } from '@galim/shared/i18n/languages';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { pageTexts } from './page-texts';

export interface PageMeta {
  title: string;
  description?: string;
  image?: string;
  /** Pixel size of `image`, when known (link previews lay out before loading it). */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  /** Canonical path in the app, without the language's prefix (joined with PUBLIC_URL). */
  path?: string;
  /**
   * The page's path in a language whose address differs from `path` (a gear list is /חליפות
   * in Hebrew, /wetsuits in English): its canonical address there, and its alternates'.
   */
  paths?: Partial<Record<Language, string>>;
  type?: 'website' | 'product' | 'profile' | 'article';
  jsonLd?: Record<string, unknown>;
  /** The first screen's largest image (the LCP element), fetched at once with high priority. */
  lcpImage?: { href: string; srcset: string; sizes: string };
  /** API answers the first screen needs: `<link rel="preload" as="fetch">`. */
  preload?: string[];
  /** Answer 404 (the page itself still renders the app, which shows its not-found state). */
  notFound?: boolean;
  /** The page lives at this path now: a permanent redirect (301) there, with the query kept. */
  redirect?: string;
}

/** The head of a page matched by a module's pattern, in the page's language. */
export type PageMetaResolver = (
  match: RegExpExecArray,
  language: Language,
) => Promise<PageMeta | null>;

const DEFAULT_IMAGE = { path: '/pwa-512x512.png', width: 512, height: 512 };

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { he: 'he_IL', en: 'en_US' };

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

/**
 * The first photo of a listing's gallery, as its page draws it (the same URL, srcset and sizes as
 * the gallery), to be fetched before any script.
 */
export function galleryLcpImage(image: {
  key: string;
  widths: number[];
}): NonNullable<PageMeta['lcpImage']> {
  return {
    href: imageUrl(image, 1600),
    srcset: imageSrcSet(image),
    sizes: '(max-width: 1024px) 100vw, 60vw',
  };
}

/**
 * A listing's page as a schema.org Product (a board, a wetsuit): its offer says whether it is
 * still for sale, and in what condition.
 */
export function productJsonLd(
  listing: Pick<
    TSurfboard,
    | 'title'
    | 'description'
    | 'brandTitle'
    | 'modelTitle'
    | 'categoryTitle'
    | 'price'
    | 'sold'
    | 'expired'
    | 'condition'
  >,
  url: string,
  cover: string | undefined,
): Record<string, unknown> {
  const name = [listing.brandTitle, listing.modelTitle].filter(Boolean).join(' ') || listing.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.description || name,
    ...(cover ? { image: [cover] } : {}),
    ...(listing.brandTitle ? { brand: { '@type': 'Brand', name: listing.brandTitle } } : {}),
    ...(listing.modelTitle ? { model: listing.modelTitle } : {}),
    ...(listing.categoryTitle ? { category: listing.categoryTitle } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: listing.price,
      priceCurrency: 'ILS',
      availability: listing.sold
        ? 'https://schema.org/SoldOut'
        : listing.expired
          ? 'https://schema.org/Discontinued'
          : 'https://schema.org/InStock',
      itemCondition:
        listing.condition === 'new'
          ? 'https://schema.org/NewCondition'
          : listing.condition === 'poor'
            ? 'https://schema.org/DamagedCondition'
            : 'https://schema.org/UsedCondition',
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script> must not be able to close the tag (nor open a comment). */
export const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c');

export function renderHead(meta: PageMeta, publicUrl: string, language: Language = 'he'): string {
  const texts = pageTexts(language).preview;
  const description = meta.description ?? texts.defaultDescription;
  const pathOf = (l: Language) => meta.paths?.[l] ?? meta.path;
  const own = pathOf(language);
  const url = own ? `${publicUrl}${pathIn(language, own)}` : undefined;
  const image = meta.image ?? `${publicUrl}${DEFAULT_IMAGE.path}`;
  const dims = meta.image
    ? { width: meta.imageWidth, height: meta.imageHeight, alt: meta.imageAlt ?? meta.title }
    : { ...DEFAULT_IMAGE, alt: texts.logoAlt };
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="${texts.site}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
    ),
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
  // The same page in every language (and Hebrew for a visitor whose language is neither), for
  // search engines; a page that does not exist has no other versions.
  if (own && !meta.notFound) {
    for (const other of LANGUAGES) {
      const href = escapeHtml(`${publicUrl}${pathIn(other, pathOf(other)!)}`);
      tags.push(`<link rel="alternate" hreflang="${other}" href="${href}">`);
    }
    const fallback = escapeHtml(`${publicUrl}${pathOf(DEFAULT_LANGUAGE)!}`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${fallback}">`);
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

/** Puts the title and the tags into the built index.html of the page's language. */
export function injectHead(
  indexHtml: string,
  meta: PageMeta,
  publicUrl: string,
  language: Language = 'he',
): string {
  return (
    indexHtml
      // Replacements are functions: in a string, "$`" or "$&" typed by a seller would be
      // replacement patterns and copy parts of the page into it.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      // The template's tag spans lines (Prettier): the page's own description replaces it.
      .replace(/<meta\s+name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `    ${renderHead(meta, publicUrl, language)}\n  </head>`)
  );
}
