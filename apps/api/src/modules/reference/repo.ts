import { and, arrayContains, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { brands, categories, models, surfboards, technologies, users } from '../../db/schema';

export const referenceTables = { brands, categories, models, technologies } as const;
export type ReferenceTable = (typeof referenceTables)[keyof typeof referenceTables];

export type BrandRow = typeof brands.$inferSelect;
export type ModelRow = typeof models.$inferSelect;
export type SimpleRow = typeof categories.$inferSelect | typeof technologies.$inferSelect;

/**
 * Which proposals a reader sees (docs/decisions/009): everyone the approved rows, a signed-in
 * user also their own proposals, an admin everything (`undefined`: no condition).
 */
export type ProposalReader = { kind: 'all' } | { kind: 'public' } | { kind: 'user'; id: string };

function proposalCondition(table: typeof brands | typeof models, reader: ProposalReader) {
  if (reader.kind === 'all') return undefined;
  if (reader.kind === 'public') return eq(table.approved, true);
  return or(eq(table.approved, true), eq(table.proposedBy, reader.id));
}

/** Brands of one kind of gear: `kinds` holds it. */
const ofKind = (column: typeof brands.kinds | typeof categories.kinds, kind?: TListingKind) =>
  kind ? arrayContains(column, [kind]) : undefined;

export function listBrands(db: Db, reader: ProposalReader, kind?: TListingKind) {
  return db
    .select()
    .from(brands)
    .where(and(proposalCondition(brands, reader), ofKind(brands.kinds, kind)))
    .orderBy(asc(brands.title));
}

export function listCategories(db: Db, kind?: TListingKind) {
  return db
    .select()
    .from(categories)
    .where(ofKind(categories.kinds, kind))
    .orderBy(asc(categories.title));
}

/** Whether a brand or model exists and the reader may see it. */
export async function isVisible(
  db: Db,
  table: typeof brands | typeof models,
  id: string,
  reader: ProposalReader,
): Promise<boolean> {
  const conditions: (SQL | undefined)[] = [eq(table.id, id), proposalCondition(table, reader)];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** Names and e-mails of proposers, for the admins' tables. */
export async function findProposers(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function approve(db: Db, table: typeof brands | typeof models, id: string) {
  const rows = await db
    .update(table)
    .set({ approved: true, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
export function listSimple(db: Db, table: typeof categories | typeof technologies) {
  return db.select().from(table).orderBy(asc(table.title));
}
export function listModels(db: Db, reader: ProposalReader, brandId?: string) {
  return db
    .select({ model: models, brandTitle: brands.title })
    .from(models)
    .leftJoin(brands, eq(brands.id, models.brandId))
    .where(
      and(brandId ? eq(models.brandId, brandId) : undefined, proposalCondition(models, reader)),
    )
    .orderBy(asc(models.title));
}
export async function findModel(db: Db, id: string) {
  const rows = await db
    .select({ model: models, brandTitle: brands.title })
    .from(models)
    .leftJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.id, id));
  return rows[0] ?? null;
}

export async function findById<T extends ReferenceTable>(db: Db, table: T, id: string) {
  const rows = await db
    .select()
    .from(table as ReferenceTable)
    .where(eq(table.id, id));
  return (rows[0] ?? null) as T['$inferSelect'] | null;
}

/** Another row with the same title, compared case-insensitively (within a brand for models). */
/**
 * Whether another row of the table already has `title` (any case): its Hebrew title, or with
 * `language` its title in that language (categories and technologies keep those in translations).
 */
export async function findTitleClash(
  db: Db,
  table: ReferenceTable,
  title: string,
  opts: { exceptId?: string; brandId?: string; language?: string } = {},
): Promise<boolean> {
  const stored = opts.language
    ? sql`${(table as typeof categories).translations} -> ${opts.language}::text ->> 'title'`
    : sql`${table.title}`;
  const conditions = [sql`lower(${stored}) = lower(${title})`];
  if (opts.exceptId) conditions.push(sql`${table.id} <> ${opts.exceptId}`);
  if (opts.brandId && table === models) conditions.push(sql`${models.brandId} = ${opts.brandId}`);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(sql.join(conditions, sql` and `))
    .limit(1);
  return rows.length > 0;
}

export async function insertRow<T extends ReferenceTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
) {
  const rows = await db
    .insert(table as ReferenceTable)
    .values(values as never)
    .returning();
  return rows[0] as T['$inferSelect'];
}

export async function updateRow<T extends ReferenceTable>(
  db: Db,
  table: T,
  id: string,
  values: Partial<T['$inferInsert']>,
) {
  const rows = await db
    .update(table as ReferenceTable)
    .set(values as never)
    .where(eq(table.id, id))
    .returning();
  return (rows[0] ?? null) as T['$inferSelect'] | null;
}

export async function deleteRow(db: Db, table: ReferenceTable, id: string): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** How many boards (and, for brands, models) still point at a reference row. */
export async function countUsages(
  db: Db,
  kind: keyof typeof referenceTables,
  id: string,
): Promise<{ boards: number; models: number }> {
  const column = {
    brands: surfboards.brandId,
    categories: surfboards.categoryId,
    models: surfboards.modelId,
    technologies: surfboards.technologyId,
  }[kind];
  const [boardCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboards)
    .where(eq(column, id));
  let modelCount = 0;
  if (kind === 'brands') {
    const [m] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(models)
      .where(eq(models.brandId, id));
    modelCount = m?.n ?? 0;
  }
  return { boards: boardCount?.n ?? 0, models: modelCount };
}
