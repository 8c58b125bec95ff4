// The kinds of listing Galim carries (issue 53): boards, as they have always been, and the rest
// of a surfer's gear. One list, so the publish form, the filters, the addresses and the server
// all meet the same kinds; a kind's words live in i18n/<lang>/gear.ts, its attributes in gear.ts.

/** Every kind, boards first: the default, and the one the seed's /api/surfboards answers. */
export const LISTING_KINDS = [
  'board',
  'wetsuit',
  'fins',
  'leash',
  'bag',
  'traction',
  'rack',
  'other',
] as const;

export type TListingKind = (typeof LISTING_KINDS)[number];

export function isListingKind(value: unknown): value is TListingKind {
  return typeof value === 'string' && (LISTING_KINDS as readonly string[]).includes(value);
}

/**
 * Boards keep their own columns (length, width, ... in the surfboards table and its schemas);
 * every other kind keeps its attributes in one validated JSON object (decision 055).
 */
export const KINDS_WITH_COLUMNS: readonly TListingKind[] = ['board'];

/**
 * A kind's readable address in each language: /wetsuits, /en/wetsuits, /חליפות. Boards keep
 * today's /surfboards. The web builds its routes from these; they never change once published,
 * since people share and bookmark them.
 */
export const KIND_SLUGS = {
  board: { he: 'גלשנים', en: 'surfboards' },
  wetsuit: { he: 'חליפות', en: 'wetsuits' },
  fins: { he: 'סנפירים', en: 'fins' },
  leash: { he: 'לישים', en: 'leashes' },
  bag: { he: 'תיקים', en: 'board-bags' },
  traction: { he: 'גריפים', en: 'traction-pads' },
  rack: { he: 'גגונים', en: 'racks' },
  other: { he: 'ציוד-גלישה', en: 'surf-gear' },
} as const satisfies Record<TListingKind, { he: string; en: string }>;

/** The kind an address names, in either language (a Hebrew slug may arrive percent-encoded). */
export function kindOfSlug(slug: string): TListingKind | null {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A stray % is no address of ours; compare it as it is.
  }
  const wanted = decoded.trim().toLowerCase();
  for (const kind of LISTING_KINDS) {
    const slugs = KIND_SLUGS[kind];
    if (slugs.he === wanted || slugs.en === wanted) return kind;
  }
  return null;
}

/**
 * A listing's page in the app: a board's is /surfboards/{id}, as it always was; another kind's is
 * under its English address (/wetsuits/{id}), the one notices and e-mails link to.
 */
export function listingPath(kind: TListingKind, id?: string): string {
  const base = `/${KIND_SLUGS[kind].en}`;
  return id ? `${base}/${id}` : base;
}

/**
 * A kind's list, or one listing's page, at its readable address in each language: /חליפות
 * (percent-encoded, as a URL carries it) in Hebrew, /wetsuits in English. Boards are at
 * /surfboards in both. What a page names as its canonical address and its other versions.
 */
export function listingPaths(kind: TListingKind, id?: string): { he: string; en: string } {
  const tail = id ? `/${id}` : '';
  if (kind === 'board') return { he: `/surfboards${tail}`, en: `/surfboards${tail}` };
  const slugs = KIND_SLUGS[kind];
  return { he: `/${encodeURIComponent(slugs.he)}${tail}`, en: `/${slugs.en}${tail}` };
}
