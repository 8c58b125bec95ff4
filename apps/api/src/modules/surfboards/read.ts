import { and, eq, sql, type SQL } from 'drizzle-orm';
import { searchDocument } from '@galim/shared/search/document';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { brands, categories, models, surfboards, technologies, users } from '../../db/schema';
import { canSee, isOwnerOrAdmin } from '../../lib/access';
import type { AuthUser } from '../../plugins/auth';

// The one way to read boards: joins that resolve reference titles and the seller, the
// visibility rule, and the serializer to the API shape. Both the public read side and the
// owner's management side use it.

/**
 * Public = approved, available, not archived, not sold (matches the partial indexes), and
 * the seller is not blocked by an admin.
 */
export const isPublicBoard: SQL = and(
  eq(surfboards.moderationStatus, 'approved'),
  eq(surfboards.archived, false),
  eq(surfboards.isSold, false),
  eq(surfboards.availability, true),
  sql`not exists(select 1 from users b where b.id = ${surfboards.sellerId} and b.blocked_at is not null)`,
)!;

export const boardSelection = {
  board: surfboards,
  brandTitle: brands.title,
  modelTitle: models.title,
  categoryTitle: categories.title,
  technologyTitle: technologies.title,
  seller: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    displayName: users.displayName,
    profileImage: users.profileImage,
    // The public profile's address, only while that profile is visible.
    slug: sql<
      string | null
    >`case when (${users.publicProfile}->>'visible')::boolean then ${users.slug} end`,
    phone: users.phone,
    email: users.email,
    region: users.region,
    blockedAt: users.blockedAt,
  },
  favoriteCount: sql<number>`(select count(*)::int from surfboard_likes l where l.surfboard_id = ${surfboards.id})`,
};

/** A select of boards with everything the serializer needs; add where/order/limit. */
export function selectBoards(db: Db) {
  return db
    .select(boardSelection)
    .from(surfboards)
    .innerJoin(users, eq(users.id, surfboards.sellerId))
    .leftJoin(brands, eq(brands.id, surfboards.brandId))
    .leftJoin(models, eq(models.id, surfboards.modelId))
    .leftJoin(categories, eq(categories.id, surfboards.categoryId))
    .leftJoin(technologies, eq(technologies.id, surfboards.technologyId));
}

export type BoardRow = Awaited<ReturnType<ReturnType<typeof selectBoards>['execute']>>[number];

// The joined read is cheap to run (well under a millisecond) but costly to plan and build
// (~3 ms with six joins), and it is the same statement every time: prepare it once per database
// handle, so the server keeps the plan and Drizzle keeps the SQL.
const byIdsStatements = new WeakMap<Db, ReturnType<typeof prepareByIds>>();
function prepareByIds(db: Db) {
  return selectBoards(db)
    .where(sql`${surfboards.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('galim_boards_by_ids');
}

/** Boards by id, in no particular order; one prepared statement whatever the count. */
export function selectBoardsByIds(db: Db, ids: string[]): Promise<BoardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let statement = byIdsStatements.get(db);
  if (!statement) {
    statement = prepareByIds(db);
    byIdsStatements.set(db, statement);
  }
  return statement.execute({ ids }) as Promise<BoardRow[]>;
}

export async function findBoardRow(db: Db, id: string): Promise<BoardRow | null> {
  const rows = await selectBoardsByIds(db, [id]);
  return rows[0] ?? null;
}

/** The row form of isPublicBoard: approved, available, not archived, not sold. */
export function isPublicRow(b: BoardRow['board']): boolean {
  return b.moderationStatus === 'approved' && !b.archived && !b.isSold && b.availability;
}

/**
 * A sold board keeps its page (buyers saved the link): approved and not archived, shown as
 * sold and without the seller's contact details. It leaves every list.
 */
export function isSoldPageRow(row: BoardRow): boolean {
  const b = row.board;
  return b.moderationStatus === 'approved' && !b.archived && b.isSold && !row.seller.blockedAt;
}

/** Public boards of sellers who are not blocked for everyone; owner and admins see theirs. */
export function canSeeBoard(row: BoardRow, viewer: AuthUser | null): boolean {
  return canSee(viewer, {
    ownerId: row.board.sellerId,
    isPublic: isPublicRow(row.board) && !row.seller.blockedAt,
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API shape of spec-1 §3. Contact details only when the seller shows them (or to owner/admin). */
export function serializeBoard(row: BoardRow, viewer: AuthUser | null): TSurfboard {
  const b = row.board;
  const privileged = isOwnerOrAdmin(viewer, row.board.sellerId);
  const showContact = (b.showContact && !b.isSold) || privileged;
  const cover = b.images[b.coverIndex] ?? b.images[0] ?? null;
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
    categoryTitle: row.categoryTitle,
    technology: b.technologyId,
    technologyTitle: row.technologyTitle,
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
    location: { type: 'Point', coordinates: [b.lng, b.lat] },
    images: b.images,
    coverIndex: b.coverIndex,
    mainImage: cover,
    seller: {
      _id: row.seller.id,
      firstName: row.seller.firstName,
      lastName: row.seller.lastName,
      displayName: row.seller.displayName,
      profileImage: row.seller.profileImage,
      slug: row.seller.slug,
      ...(showContact
        ? { phone: row.seller.phone, email: row.seller.email, location: row.seller.region }
        : {}),
    },
    sold: b.isSold,
    soldStatus: { isSold: b.isSold, soldDate: iso(b.soldDate), soldPrice: b.soldPrice },
    soldThroughWebsite: b.soldThroughWebsite,
    archived: b.archived,
    moderationStatus: b.moderationStatus,
    moderatedAt: iso(b.moderatedAt),
    ...(privileged ? { moderationNotes: b.moderationNotes } : {}),
    viewCount: b.viewCount,
    favoriteCount: row.favoriteCount,
    createdAt: b.createdAt.toISOString(),
    uploadDate: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/**
 * The text the trigram index searches (shared searchDocument): title, brand, model, category
 * and technology rank first; description and skill level follow.
 */
export function boardSearchText(parts: {
  title: string;
  brandTitle?: string | null;
  modelTitle?: string | null;
  categoryTitle?: string | null;
  technologyTitle?: string | null;
  skillLevel?: string | null;
  description?: string | null;
}): string {
  return searchDocument({
    head: [
      parts.title,
      parts.brandTitle,
      parts.modelTitle,
      parts.categoryTitle,
      parts.technologyTitle,
    ],
    body: [parts.description, parts.skillLevel],
  });
}
