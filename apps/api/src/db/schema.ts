// Every table of the database, one file per area in tables/: the client, drizzle-kit
// (npm run db:generate) and the code import them from here.

export type { StoredImage } from './tables/columns';
export * from './tables/users';
export * from './tables/reference';
export * from './tables/surfboards';
export * from './tables/services';
export * from './tables/content';
export * from './tables/conversations';
export * from './tables/analytics';
export * from './tables/alerts';
export * from './tables/jobs';
export * from './tables/scam-signals';
export * from './tables/live';
export * from './tables/seller-reviews';
export * from './tables/beach-reports';
export * from './tables/events';
export * from './tables/forecast';
export * from './tables/meetings';
