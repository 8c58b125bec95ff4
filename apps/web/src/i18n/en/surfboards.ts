// The surfboard marketplace's read side in English: lists, search and results.

import { groupDigits } from '@galim/shared/format-number';
import type * as he from '../he/surfboards';
import type { Translation } from '@galim/shared/i18n/translation';
import { plural } from './plural';

export const surfboardsTexts: Translation<typeof he.surfboardsTexts> = {
  listTitle: 'Used surfboards',
  listPageTitle: 'Used surfboards for sale',
  resultsHeading: 'Boards found',
  listText: 'Every approved listing, with search, filters and sorting.',
  resultCount: (n: number) => plural(n, { one: '1 board', other: '# boards' }),
  /** Lists count at most 1,000 matches: "More than 1,000 boards". */
  onMap: 'Show on the map',
  resultCountOver: (n: number) => `More than ${groupDigits(n)} boards`,
  loadError: (message: string) => `Could not load boards: ${message}`,
  noneFound: 'No boards found',
  noneFoundText: 'Try changing your search or clearing some filters.',
  refresh: 'Refresh',
  widenSearch: (words: string) => `Search “${words}” without filters`,
  clearSearch: 'Clear search',
  clearAll: 'Clear search and filters',
  loadMore: 'Load more',
  loadingMore: 'Loading more boards...',
};
