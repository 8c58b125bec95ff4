import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '@galim/shared/i18n/translated';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { users } from './users';
import { id, createdAt, updatedAt } from './columns';

// Reference data: brands, models, categories, technologies (some proposed by users).

/**
 * A brand or model a user proposed from the publish form (docs/decisions/009): usable by its
 * proposer at once, listed publicly only once an admin approves it. Admin-created rows are
 * approved from the start and have no proposer.
 */
const proposal = () => ({
  proposedBy: text().references(() => users.id, { onDelete: 'set null' }),
  approved: boolean().notNull().default(true),
});

/**
 * A category's or technology's name and description in the other languages, by language code
 * (`{ en: { title, description } }`); the Hebrew stays in its own columns (decision 051).
 */
const translations = () =>
  jsonb().$type<Translations<'title' | 'description'>>().notNull().default({});

/**
 * The kinds of gear a brand makes or a category sorts (issue 53): "the wetsuit makers" are
 * `kinds @> '{wetsuit}'`, on tables of hundreds of rows. Rows made before kinds are the boards'.
 */
const gearKinds = () =>
  text()
    .array()
    .$type<TListingKind[]>()
    .notNull()
    .default(sql`'{board}'::text[]`);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(''),
    logo: text().notNull().default(''),
    brandRating: integer(),
    kinds: gearKinds(),
    ...proposal(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_title_key').on(sql`lower(${t.title})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(''),
    translations: translations(),
    kinds: gearKinds(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_title_key').on(sql`lower(${t.title})`)],
);

export const technologies = pgTable(
  'technologies',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(''),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('technologies_title_key').on(sql`lower(${t.title})`)],
);

export const models = pgTable(
  'models',
  {
    id: id(),
    title: text().notNull(),
    brandId: text()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    description: text().notNull().default(''),
    ...proposal(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Model names repeat across brands ("Mini", "Classic"), so they are unique per brand.
    uniqueIndex('models_brand_title_key').on(t.brandId, sql`lower(${t.title})`),
  ],
);
