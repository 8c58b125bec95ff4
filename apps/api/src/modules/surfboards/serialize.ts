import type {
  TAdminSurfboard,
  TBoardHold,
  TBoardReportsSummary,
  TSellerHistory,
} from '@galim/shared/admin/schemas';
import type { TSellerContact, TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { TListing } from '@galim/shared/listings/form';
import { attributesOf } from '@galim/shared/listings/gear';
import { coverImage } from '@galim/shared/images';
import { pageInfo } from '@galim/shared/pagination';
import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import { textIn, type Translations } from '@galim/shared/i18n/translated';
import type { TSellerReviewSummary, TSellerTrust } from '@galim/shared/users/trust';
import type { LatLng } from '@galim/shared/geo/cities';
import { distanceFrom, hasPoint, roundPoint } from '@galim/shared/geo/near';
import { isOwnerOrAdmin } from '../../lib/access';
import { shownFacts } from '../../lib/privacy';
import type { AuthUser } from '../../plugins/auth';
import type { BoardPageRows, BoardRow } from './repo';
import { termEnd } from './expiry-clock';

// Boards as the API shows them: the serializers to the API shapes of boards, pages of boards and
// the admin view (who may see a board at all is visibility.ts).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A category's or technology's name in `language` (its Hebrew when it has none there). */
const nameIn = (
  language: Language,
  title: string | null,
  translations: Translations<'title' | 'description'> | null,
) => (title === null ? null : textIn(language, title, translations, 'title'));

/**
 * The board's API shape, as every list and a stranger's board page show it: never the seller's
 * phone or e-mail (a buyer asks for them on the board's page, `sellerContact`; the owner and
 * admins get them through `withSellerContact`); the seller's region only when the seller shows
 * contact, and their profile address, as their profile switches say.
 */
export function serializeBoard(
  row: BoardRow,
  viewer: AuthUser | null,
  /** The board page's "about the seller" facts, when the seller's switches show them. */
  trust?: TSellerTrust,
  /** The board page's count and mean of reviews of the seller: no profile switch hides them. */
  sellerReviews?: TSellerReviewSummary,
  /** The language category and technology are named in (the request's). */
  language: Language = DEFAULT_LANGUAGE,
): TSurfboard {
  const b = row.board;
  const privileged = isOwnerOrAdmin(viewer, row.board.sellerId);
  const showContact = (b.showContact && !b.isSold) || privileged;
  const cover = coverImage(b);
  const seller = shownFacts(row.seller, privileged ? 'self' : 'public');
  // About a kilometre, whoever asks (issue 56): points are stored rounded, and one stored before
  // is rounded here.
  const point = roundPoint(b);
  // The reservation holds while its end is ahead (and its buyer's account is there): it lapses
  // by itself, no job clears it.
  const reserved =
    !b.isSold &&
    b.reservedForUserId !== null &&
    b.reservedUntil !== null &&
    b.reservedUntil.getTime() > Date.now()
      ? b.reservedUntil
      : null;
  const now = Date.now();
  const ends = termEnd(b, now);
  return {
    _id: b.id,
    title: b.title,
    description: b.description,
    price: b.price,
    brand: b.brandId,
    brandTitle: row.brandTitle,
    model: b.modelId,
    modelTitle: row.modelTitle,
    category: b.categoryId,
    categoryTitle: nameIn(language, row.categoryTitle, row.categoryTranslations),
    technology: b.technologyId,
    technologyTitle: nameIn(language, row.technologyTitle, row.technologyTranslations),
    condition: b.condition as TSurfboard['condition'],
    volume: b.volume,
    length: b.length,
    width: b.width,
    thickness: b.thickness,
    finSetup: b.finSetup,
    finSystem: b.finSystem as TSurfboard['finSystem'],
    color: b.color,
    skillLevel: b.skillLevel as TSurfboard['skillLevel'],
    availability: b.availability,
    sellerType: b.sellerType as TSurfboard['sellerType'],
    showContact: b.showContact,
    locationText: b.locationText,
    location: { type: 'Point', coordinates: [point.lng, point.lat] },
    images: b.images,
    coverIndex: b.coverIndex,
    mainImage: cover,
    seller: {
      _id: row.seller.id,
      firstName: row.seller.firstName,
      lastName: row.seller.lastName,
      displayName: row.seller.displayName,
      profileImage: row.seller.profileImage,
      slug: seller.slug ?? null,
      ...(showContact && seller.region !== undefined ? { location: seller.region } : {}),
      ...(trust ? { trust } : {}),
      ...(sellerReviews ? { sellerReviews } : {}),
    },
    sold: b.isSold,
    soldStatus: { isSold: b.isSold, soldDate: iso(b.soldDate), soldPrice: b.soldPrice },
    soldThroughWebsite: b.soldThroughWebsite,
    reservedUntil: iso(reserved),
    reservedForMe: reserved !== null && viewer !== null && b.reservedForUserId === viewer.id,
    archived: b.archived,
    moderationStatus: b.moderationStatus,
    moderatedAt: iso(b.moderatedAt),
    ...(privileged ? { moderationNotes: b.moderationNotes } : {}),
    expiresAt: ends.toISOString(),
    expired: ends.getTime() <= now,
    viewCount: b.viewCount,
    favoriteCount: row.favoriteCount,
    createdAt: b.createdAt.toISOString(),
    uploadDate: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** A board's facts as gear's `attributes`: its columns, by the keys its declarations name. */
function boardAttributes(b: BoardRow['board']): TListing['attributes'] {
  const facts: TListing['attributes'] = {};
  for (const { key } of attributesOf('board')) {
    const value = b[key as keyof typeof b];
    if (typeof value === 'number' || typeof value === 'string') facts[key] = value;
  }
  return facts;
}

/** A listing of any kind: the board's answer with its kind and facts (issue 53). */
export function serializeListing(
  row: BoardRow,
  viewer: AuthUser | null,
  language: Language = DEFAULT_LANGUAGE,
  extra: { trust?: TSellerTrust; sellerReviews?: TSellerReviewSummary } = {},
): TListing {
  const b = row.board;
  return {
    ...serializeBoard(row, viewer, extra.trust, extra.sellerReviews, language),
    kind: b.kind,
    attributes: b.kind === 'board' ? boardAttributes(b) : (b.attributes as TListing['attributes']),
  };
}

/** The board's answer to its owner or an admin: with the seller's phone and e-mail. */
export function withSellerContact<T extends TSurfboard>(
  board: T,
  row: BoardRow,
  viewer: AuthUser | null,
): T {
  if (!isOwnerOrAdmin(viewer, row.board.sellerId)) return board;
  return { ...board, seller: { ...board.seller, ...sellerContact(row) } };
}

/** The seller's phone and e-mail, as the board page reveals them to who asks. */
export function sellerContact(row: BoardRow): TSellerContact {
  return { phone: row.seller.phone, email: row.seller.email };
}

/** The board with the km from `from` to its point, when it has one (a list asked near). */
function withDistance(board: TSurfboard, from: LatLng | undefined): TSurfboard {
  const [lng, lat] = board.location.coordinates;
  const point = { lat, lng };
  return from && hasPoint(point) ? { ...board, distanceKm: distanceFrom(from, point) } : board;
}

/** A page of boards with the page numbers; measured from `from` when the list was asked near. */
export function toPage(
  result: BoardPageRows,
  page: number,
  limit: number,
  viewer: AuthUser | null,
  language: Language = DEFAULT_LANGUAGE,
  from?: LatLng,
): TSurfboardPage {
  const boards = result.rows.map((r) =>
    withDistance(serializeBoard(r, viewer, undefined, undefined, language), from),
  );
  if (!result.capped) return { boards, ...pageInfo(result.total, page, limit), totalCapped: false };
  // "More than 1,000": the pages known so far, and one more while the list goes on.
  const hasMore = result.hasMore ?? false;
  const totalPages = Math.max(Math.ceil(result.total / limit), page + (hasMore ? 1 : 0));
  return { boards, total: result.total, page, limit, totalPages, hasMore, totalCapped: true };
}

/** What the moderator weighs beside the board: why it is held, its reports, the seller. */
export interface ModerationFacts {
  holds: TBoardHold[];
  reports: TBoardReportsSummary;
  sellerHistory: TSellerHistory;
}

/**
 * The admin view: brand and model as objects, location as {text}, with the
 * moderation facts.
 */
export function serializeAdminBoard(
  row: BoardRow,
  viewer: AuthUser,
  facts: ModerationFacts,
): TAdminSurfboard {
  const {
    brand: _b,
    model: _m,
    location: _l,
    ...rest
  } = withSellerContact(serializeListing(row, viewer), row, viewer);
  const b = row.board;
  return {
    ...rest,
    brand: b.brandId && row.brandTitle ? { _id: b.brandId, title: row.brandTitle } : null,
    model: b.modelId && row.modelTitle ? { _id: b.modelId, title: row.modelTitle } : null,
    location: { text: b.locationText },
    moderationNotes: b.moderationNotes,
    ...facts,
  };
}
