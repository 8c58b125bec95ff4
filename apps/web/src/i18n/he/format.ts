// Prices and dates as the Hebrew pages write them (shared, the server writes them the same).
// The English pages' build reads en/format.ts instead.

export {
  formatDate,
  formatMonthYear,
  formatPrice,
  formatPriceRange,
  DATE_TEXTS,
} from '@galim/shared/format';
