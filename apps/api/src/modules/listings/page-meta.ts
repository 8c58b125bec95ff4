import type { FastifyInstance } from 'fastify';
import { pathIn, type Language } from '@galim/shared/i18n/languages';
import { isAppRoute } from '@galim/shared/route-patterns';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import { attributesOf } from '@galim/shared/listings/gear';
import { kindOfSlug, listingPaths, type TListingKind } from '@galim/shared/listings/kinds';
import {
  attributeLabel,
  kindLabel,
  optionLabel,
  type TGearTexts,
} from '@galim/shared/listings/labels';
import { galleryLcpImage, productJsonLd, shareImage, type PageMeta } from '../../web/page-meta';
import { pageTexts } from '../../web/page-texts';
import { GEAR_TEXTS } from '../surfboards/gear-service';
import { findBoardRow } from '../surfboards/repo';
import { serializeListing } from '../surfboards/serialize';
import { opensPageFor } from '../surfboards/visibility';

// The heads of gear's pages (issue 53 item 4): a kind's list (/wetsuits, /חליפות) and a listing's
// page (/wetsuits/{id}), named, described and shared as a board's are (decision 037). Each
// language names its own readable address as the canonical one: /חליפות in Hebrew, /en/wetsuits
// in English.

/** A first segment that may name a kind, and an id after it. Other first segments answer null. */
const PATTERN = /^\/([^/]+)(?:\/([0-9a-f]{24}))?\/?$/;

/** The facts a card shows, in words: "M", "4/3 מ״מ", "8 רגל". */
function cardFacts(
  texts: TGearTexts,
  kind: TListingKind,
  attributes: Record<string, TAttributeValue>,
): string[] {
  return attributesOf(kind).flatMap((attribute) => {
    const value = attributes[attribute.key];
    if (!attribute.shows.includes('card') || value === undefined || value === '') return [];
    if (attribute.type === 'number') return [`${String(value)} ${texts.units[attribute.unit]}`];
    if (attribute.type === 'yesno')
      return value === true ? [attributeLabel(texts, kind, attribute.key)] : [];
    const values = Array.isArray(value) ? value : [String(value)];
    return values.length
      ? [values.map((v) => optionLabel(texts, kind, attribute.key, v)).join(', ')]
      : [];
  });
}

/** A kind's list: named after the kind, as the page's heading is. */
function listMeta(kind: TListingKind, language: Language): PageMeta {
  const texts = pageTexts(language).preview;
  const kinds = kindLabel(GEAR_TEXTS[language], kind, 'many');
  const paths = listingPaths(kind);
  return {
    title: texts.gearList(kinds),
    description: texts.gearListDescription(kinds),
    path: paths.he,
    paths,
  };
}

/** A listing's page: public, sold or expired gear of the address's kind; else not found. */
async function pageMeta(
  app: FastifyInstance,
  kind: TListingKind,
  id: string,
  visited: string,
  language: Language,
): Promise<PageMeta> {
  const texts = pageTexts(language).preview;
  const row = await findBoardRow(app.db, id, 'listing');
  const opens = row && opensPageFor(row, null);
  if (!row || !opens || row.board.kind !== kind) {
    return { title: texts.boardNotFound, path: visited, notFound: true };
  }
  const listing = serializeListing(row, null, language);
  const gearTexts = GEAR_TEXTS[language];
  const facts = [
    kindLabel(gearTexts, kind),
    ...cardFacts(gearTexts, kind, listing.attributes as Record<string, TAttributeValue>),
    listing.locationText || null,
  ].filter(Boolean);
  const description = [facts.join(' · '), listing.description]
    .filter(Boolean)
    .join(' – ')
    .slice(0, 200);
  const share = listing.mainImage
    ? shareImage(listing.mainImage, app.config.publicUrl, texts.gearPhotoAlt(listing.title))
    : undefined;
  const paths = listingPaths(kind, listing._id);
  return {
    title: texts.board(listing.title, listing.price, listing),
    description,
    ...share,
    ...(listing.mainImage ? { lcpImage: galleryLcpImage(listing.mainImage) } : {}),
    path: paths.he,
    paths,
    type: 'product',
    jsonLd: productJsonLd(
      listing,
      `${app.config.publicUrl}${pathIn(language, paths[language])}`,
      share?.image,
    ),
  };
}

/** Registers the heads of every kind's list and page but boards' (theirs: surfboards module). */
export function registerGearPageMeta(app: FastifyInstance) {
  // The web plugin (which owns registerPageMeta) is registered after the API modules.
  app.addHook('onReady', async () => {
    app.registerPageMeta?.(PATTERN, async (match, language) => {
      const [visited, slug, id] = match;
      const kind = kindOfSlug(slug!);
      // Only the app's own addresses: kindOfSlug forgives a capital letter, the router does not.
      if (!kind || kind === 'board' || !isAppRoute(visited!)) return null;
      return id
        ? pageMeta(app, kind, id, visited!.replace(/\/$/, ''), language)
        : listMeta(kind, language);
    });
  });
}
