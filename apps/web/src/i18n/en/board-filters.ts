// Board search filters and sorting in English (the board list and the home page).

import type * as he from '../he/board-filters';
import type { Translation } from '@galim/shared/i18n/translation';
import { plural } from './plural';

export const boardFiltersTexts: Translation<typeof he.boardFiltersTexts> = {
  title: 'Filter and sort',
  toggle: 'Filters',
  activeCount: (n: number) => plural(n, { one: '1 active filter', other: '# active filters' }),
  search: 'Search',
  searchPlaceholder: 'Brand, model, colour…',
  searchButton: 'Search',
  more: 'More filters',
  brand: 'Brand',
  model: 'Model',
  category: 'Type',
  technology: 'Construction',
  condition: 'Condition',
  skillLevel: 'Skill level',
  sellerType: 'Seller type',
  finSystem: 'Fin system',
  price: 'Price (₪)',
  length: 'Length (ft)',
  volume: 'Volume (L)',
  min: 'Min',
  max: 'Max',
  minOf: (label: string) => `${label}, minimum`,
  maxOf: (label: string) => `${label}, maximum`,
  minAboveMax: 'The minimum is above the maximum: no boards in this range',
  location: 'Location',
  locationPlaceholder: 'City or beach',
  any: 'Any',
  sort: 'Sort by',
  clear: 'Clear filters',
  sorts: {
    'createdAt-desc': 'Newest first',
    'createdAt-asc': 'Oldest first',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    'length-asc': 'Length: short to long',
    'length-desc': 'Length: long to short',
    'volume-asc': 'Volume: low to high',
    'volume-desc': 'Volume: high to low',
    'viewCount-desc': 'Most viewed',
    'distance-asc': 'Distance: nearest first',
  },
};
