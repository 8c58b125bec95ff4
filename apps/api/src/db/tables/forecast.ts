import { index, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

// What each wave model forecast for a spot and hour, as it was issued (issue 54, decision 056):
// kept so that beach reports can be set beside it, and pruned 100 days after its hour.

export const keptForecasts = pgTable(
  'kept_forecasts',
  {
    spotId: text().notNull(),
    /** A wave model's id from packages/shared/src/forecast/models.ts. */
    model: text().notNull(),
    /** The hour forecast (UTC, on the hour). */
    targetAt: timestamp({ withTimezone: true }).notNull(),
    /** When the model's answer was fetched: targetAt − issuedAt is the lead time. */
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** Significant wave height in metres; null where the model gave none. */
    height: real(),
    /** Wave period in seconds; null where the model gave none. */
    period: real(),
  },
  (t) => [
    primaryKey({ columns: [t.spotId, t.model, t.targetAt, t.issuedAt] }),
    index('kept_forecasts_target_idx').on(t.targetAt),
  ],
);
