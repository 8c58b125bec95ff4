import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { id, createdAt, updatedAt, type StoredImage } from './columns';

// Surf services (instructors, repairs, photographers), their likes and reviews.

export interface ServiceLocation {
  address: string;
  city: string;
  region: string;
  coordinates: [number, number];
}
export interface ServiceContactInfo {
  email?: string;
  phone?: string;
  website?: string;
  whatsapp?: string;
  instagram?: string;
  facebook?: string;
}

export const services = pgTable(
  'services',
  {
    id: id(),
    providerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text({
      enum: ['surf-instructor', 'surfboard-repair', 'surf-photographer'],
    }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    price: integer(),
    priceType: text().notNull().default('hourly'),
    currency: text().notNull().default('ILS'),
    images: jsonb().$type<StoredImage[]>().notNull().default([]),
    coverIndex: integer().notNull().default(0),
    location: jsonb().$type<ServiceLocation>().notNull(),
    city: text().notNull(),
    region: text().notNull(),
    operatingRegions: jsonb().$type<string[]>().notNull().default([]),
    contactInfo: jsonb().$type<ServiceContactInfo>().notNull().default({}),
    /** Type-specific fields (experience, certifications, lessonTypes, repairTypes, ...). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    targetSkillLevels: jsonb().$type<string[]>().notNull().default([]),
    groupSize: jsonb().$type<{ min: number; max: number }>(),
    availability: jsonb().$type<string[]>().notNull().default([]),
    tags: jsonb().$type<string[]>().notNull().default([]),
    featured: boolean().notNull().default(false),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    statusReason: text(),
    statusNotes: text(),
    moderatedAt: timestamp({ withTimezone: true }),
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    searchText: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_type_status_idx').on(t.serviceType, t.status, t.createdAt),
    index('services_provider_idx').on(t.providerId),
    index('services_city_idx').on(t.city),
    index('services_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const serviceLikes = pgTable(
  'service_likes',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);

export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: id(),
    serviceId: text()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    text: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('service_reviews_one_per_user').on(t.serviceId, t.userId)],
);
