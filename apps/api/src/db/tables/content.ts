import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@galim/shared/i18n/translated';
import { users } from './users';
import { id, createdAt, updatedAt } from './columns';

// The FAQ, messages to the admins and reports.

export const faqItems = pgTable(
  'faq_items',
  {
    id: id(),
    question: text().notNull(),
    answer: text().notNull(),
    category: text().notNull().default('כללי'),
    order: integer().notNull().default(0),
    visible: boolean().notNull().default(true),
    /** Question, answer and category in the other languages, by language code (decision 051). */
    translations: jsonb()
      .$type<Translations<'question' | 'answer' | 'category'>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faq_items_category_order_idx').on(t.category, t.order)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    type: text({ enum: ['general', 'support', 'business', 'feedback', 'report'] }).notNull(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text({ enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Who filed it, for refusing repeats: `u:<user id>`, or `v:<the day's visitor hash>`. */
    reporterKey: text(),
    targetType: text({
      enum: ['surfboard', 'service', 'message', 'seller_review', 'beach_report'],
    }).notNull(),
    targetId: text().notNull(),
    reason: text().notNull(),
    text: text().notNull().default(''),
    status: text({ enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    // One open report per reporter, target and reason: a repeat is answered, not stored again.
    uniqueIndex('reports_open_once')
      .on(t.targetType, t.targetId, t.reason, t.reporterKey)
      .where(sql`${t.status} = 'open'`),
  ],
);
