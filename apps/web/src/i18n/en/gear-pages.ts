// The pages of gear other than boards, in English.

import type * as he from '../he/gear-pages';
import type { Translation } from '@galim/shared/i18n/translation';
import { formatPriceRange } from './format';
import { plural } from './plural';

export const gearPagesTexts: Translation<typeof he.gearPagesTexts> = {
  listText: 'Every approved listing, with search and filters.',
  resultsHeading: 'Listings found',
  filtersHeading: 'Filters',
  search: 'Search',
  searchPlaceholder: 'Brand, model, a word from the description',
  price: 'Price',
  min: 'From',
  max: 'To',
  minOf: (label: string) => `${label}: minimum`,
  maxOf: (label: string) => `${label}: maximum`,
  any: 'Any',
  sort: 'Sort',
  sorts: {
    newest: 'Newest first',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  },
  apply: 'Filter',
  clear: 'Clear filters',
  resultCount: (n: number) => plural(n, { one: '1 listing', other: '# listings' }),
  noneFound: 'No listings found',
  noneFoundText: 'Try changing your search or clearing some filters.',
  loadError: 'Could not load the listings. Please try again.',
  retry: 'Try again',
  loadMore: 'Load more',
  unknownKind: 'There is no such kind of gear here.',
  yes: 'Yes',
  no: 'No',
  details: 'Details',
  condition: 'Condition',
  place: 'Location',
  seller: 'Seller',
  description: 'Description',
  noDescription: 'The seller added no description.',
  sold: 'Sold',
  soldNote: 'This item has already been sold.',
  expired: 'Listing expired',
  expiredNote: 'This listing has expired and no longer shows in lists.',
  back: 'Back to the list',
  goBack: 'Back',
  publishedOn: (date: string) => `Listed ${date}`,
  notPublic: 'This listing is not public right now.',
  soldOn: (date: string) => `Sold on ${date}`,
  similar: (labelMany: string) => `More ${labelMany.toLowerCase()} for sale`,
  priceRange: (low: number, high: number, basedOn: number) =>
    `Similar items sold for ${formatPriceRange(low, high)} (based on ${basedOn} items)`,
  own: {
    title: 'Your listing',
    manage: 'Manage it in My listings',
  },
};
