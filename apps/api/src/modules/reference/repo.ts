import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, models, surfboards, technologies } from '../../db/schema';

export const referenceTables = { brands, categories, models, technologies } as const;
export type ReferenceTable = (typeof referenceTables)[keyof typeof referenceTables];

export type BrandRow = typeof brands.$inferSelect;
export type ModelRow = typeof models.$inferSelect;
export type SimpleRow = typeof categories.$inferSelect;

export function listBrands(db: Db) {
  return db.select().from(brands).orderBy(asc(brands.title));
}
export function listSimple(db: Db, table: typeof categories | typeof technologies) {
  return db.select().from(table).orderBy(asc(table.title));
}
export function listModels(db: Db, brandId?: string) {
  return db
    .select({ model: models, brandTitle: brands.title })
    .from(models)
    .leftJoin(brands, eq(brands.id, models.brandId))
    .where(brandId ? eq(models.brandId, brandId) : undefined)
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
export async function findTitleClash(
  db: Db,
  table: ReferenceTable,
  title: string,
  opts: { exceptId?: string; brandId?: string } = {},
): Promise<boolean> {
  const conditions = [sql`lower(${table.title}) = lower(${title})`];
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
