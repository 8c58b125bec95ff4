import { and, asc, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_DOC_VERSION } from '@galim/shared/search/document';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  models,
  services,
  surfboards,
  technologies,
  users,
} from '../../db/schema';
import { gearSearchText } from '../surfboards/gear-text';
import { boardSearchText } from '../surfboards/search-text';
import { serviceSearchText } from '../services/search-text';

// Rows written before the current search document (SEARCH_DOC_VERSION) are rebuilt by a job
// the server queues when it starts and finds one (plugin.ts): the normalised Hebrew, phonetic
// keys and vocabulary groups are computed in TypeScript (packages/shared/src/search), which a
// SQL migration cannot run. Idempotent; a database already up to date costs one read of each
// table at start.

const BATCH = 500;
const isCurrent = (column: SQLWrapper) =>
  sql`left(${column}, ${SEARCH_DOC_VERSION.length + 1}) = ${`${SEARCH_DOC_VERSION}¦`}`;

/**
 * Writes each row's search text; `onlyStale`: only where the row still holds an older version's
 * (a row saved meanwhile holds text built from what it says now, which must not be replaced by
 * text built from what it said when it was read).
 */
async function writeBatch(
  db: Db,
  table: 'surfboards' | 'services',
  rows: [string, string][],
  { onlyStale = false } = {},
) {
  if (!rows.length) return;
  const values = sql.join(
    rows.map(([id, text]) => sql`(${id}, ${text})`),
    sql`, `,
  );
  const stale = onlyStale ? sql` and not ${isCurrent(sql.raw('t.search_text'))}` : sql``;
  await db.execute(
    sql`update ${sql.identifier(table)} as t set search_text = v.text from (values ${values}) as v(id, text) where t.id = v.id${stale}`,
  );
}

/** A board with the names its search text is built from. */
function boardRows(db: Db) {
  return db
    .select({
      id: surfboards.id,
      title: surfboards.title,
      description: surfboards.description,
      skillLevel: surfboards.skillLevel,
      brandId: surfboards.brandId,
      modelId: surfboards.modelId,
      categoryId: surfboards.categoryId,
      technologyId: surfboards.technologyId,
      kind: surfboards.kind,
      attributes: surfboards.attributes,
      brandTitle: brands.title,
      modelTitle: models.title,
      categoryTitle: categories.title,
      technologyTitle: technologies.title,
    })
    .from(surfboards)
    .leftJoin(brands, eq(brands.id, surfboards.brandId))
    .leftJoin(models, eq(models.id, surfboards.modelId))
    .leftJoin(categories, eq(categories.id, surfboards.categoryId))
    .leftJoin(technologies, eq(technologies.id, surfboards.technologyId))
    .$dynamic();
}

/** A reference row whose name the search text of the boards that use it holds. */
export interface BoardReference {
  kind: 'brands' | 'models' | 'categories' | 'technologies';
  id: string;
}

const referenceColumn = {
  brands: surfboards.brandId,
  models: surfboards.modelId,
  categories: surfboards.categoryId,
  technologies: surfboards.technologyId,
} as const;

export type BoardSource = Awaited<ReturnType<ReturnType<typeof boardRows>['execute']>>[number];

/** A listing's search text by its kind: a board's words, or its kind's (gear-text.ts). */
function listingSearchText(b: BoardSource): string {
  if (b.kind === 'board') return boardSearchText(b);
  return gearSearchText(b);
}

/**
 * Writes each listing's rebuilt search text unless it changed since it was read: a seller's
 * edit in between wrote its own text from the current names, which this must not overwrite with
 * the older description or facts.
 */
export async function writeUnchanged(db: Db, boards: BoardSource[]) {
  if (!boards.length) return;
  const values = sql.join(
    boards.map(
      (b) =>
        sql`(${b.id}, ${listingSearchText(b)}, ${b.title}, ${b.description}, ${b.skillLevel}, ${b.brandId}, ${b.modelId}, ${b.categoryId}, ${b.technologyId}, ${JSON.stringify(b.attributes)}::jsonb)`,
    ),
    sql`, `,
  );
  const same = (column: string) =>
    sql`t.${sql.identifier(column)}::text is not distinct from v.${sql.identifier(column)}::text`;
  await db.execute(
    sql`update surfboards as t set search_text = v.text
      from (values ${values}) as v(id, text, title, description, skill_level, brand_id, model_id, category_id, technology_id, attributes)
      where t.id = v.id and ${sql.join(
        [
          'title',
          'description',
          'skill_level',
          'brand_id',
          'model_id',
          'category_id',
          'technology_id',
          'attributes',
        ].map(same),
        sql` and `,
      )}`,
  );
}

/**
 * Rebuilds the search text of the boards that use one reference row, after an admin renamed it
 * (a board found by "Firewire" is found by its new name). In id order, a batch at a time, so a
 * category on a hundred thousand boards never holds one long transaction; run again, it writes
 * the same text. Returns how many boards it read (an edited one keeps its own newer text).
 */
export async function refreshBoardsOf(db: Db, ref: BoardReference): Promise<number> {
  let done = 0;
  let after = '';
  for (;;) {
    const boards = await boardRows(db)
      .where(and(eq(referenceColumn[ref.kind], ref.id), gt(surfboards.id, after)))
      .orderBy(asc(surfboards.id))
      .limit(BATCH);
    await writeUnchanged(db, boards);
    done += boards.length;
    if (boards.length < BATCH) return done;
    after = boards.at(-1)!.id;
  }
}

/** A service with its provider's name, which its search text holds. */
function serviceRows(db: Db) {
  return db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      serviceType: services.serviceType,
      city: services.city,
      location: services.location,
      tags: services.tags,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
    })
    .from(services)
    .innerJoin(users, eq(users.id, services.providerId))
    .$dynamic();
}

type ServiceSource = Awaited<ReturnType<ReturnType<typeof serviceRows>['execute']>>[number];

function writeServices(db: Db, rows: ServiceSource[], opts?: { onlyStale?: boolean }) {
  return writeBatch(
    db,
    'services',
    rows.map((s) => [
      s.id,
      serviceSearchText({
        ...s,
        address: s.location.address,
        providerName: [s.firstName, s.lastName].filter(Boolean).join(' ') || s.displayName,
      }),
    ]),
    opts,
  );
}

/**
 * Rebuilds the search text of one provider's services after they changed their name (a service
 * is found by its provider's name). A provider has a handful of services: one read, one write.
 */
export async function refreshServicesOf(db: Db, providerId: string): Promise<void> {
  await writeServices(db, await serviceRows(db).where(eq(services.providerId, providerId)));
}

/** Whether a board or a service holds search text an older version wrote (a read of each). */
export async function searchTextStale(db: Db): Promise<boolean> {
  for (const table of [surfboards, services]) {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(sql`not ${isCurrent(table.searchText)}`)
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** What a rebuild read of each table, and whether it stopped for time with rows left. */
export interface RebuildProgress {
  boards: number;
  services: number;
  /** Stopped at `until` with boards left: the next run goes on with them. */
  more?: true;
}

/**
 * Rebuilds the search text of the boards and services an older version wrote, a batch at a
 * time, each the first stale rows in the table's own order (measured faster than walking the
 * boards by id from where the last batch ended: 100,000 boards in 23 s against 30 s on
 * PostgreSQL, `npm run bench -- rebuild`). Stops after the batch that passes `until` (a time
 * in ms); services, a few thousand rows, come at the end.
 */
export async function refreshSearchText(
  db: Db,
  { until = Number.POSITIVE_INFINITY } = {},
): Promise<RebuildProgress> {
  const done: RebuildProgress = { boards: 0, services: 0 };
  for (;;) {
    const boards = await boardRows(db)
      .where(sql`not ${isCurrent(surfboards.searchText)}`)
      .limit(BATCH);
    await writeBatch(
      db,
      'surfboards',
      boards.map((b) => [b.id, listingSearchText(b)]),
      { onlyStale: true },
    );
    done.boards += boards.length;
    if (boards.length < BATCH) break;
    if (Date.now() >= until) return { ...done, more: true };
  }
  for (;;) {
    const rows = await serviceRows(db)
      .where(sql`not ${isCurrent(services.searchText)}`)
      .limit(BATCH);
    await writeServices(db, rows, { onlyStale: true });
    done.services += rows.length;
    if (rows.length < BATCH) break;
  }
  return done;
}
