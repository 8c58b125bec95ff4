// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

import { groupDigits } from '@galim/shared/format-number';
import { plural } from './plural';

// Surfboard marketplace, read side: lists, search, board page, likes, favourites
export const surfboardsTexts = {
  listTitle: 'גלשנים יד שנייה',
  listPageTitle: 'גלשנים יד שנייה למכירה',
  resultsHeading: 'הגלשנים שנמצאו',
  listText: 'כל הגלשנים שאושרו לפרסום, עם חיפוש, סינון ומיון.',
  resultCount: (n: number) => plural(n, { one: 'גלשן אחד', two: 'שני גלשנים', other: '# גלשנים' }),
  /** Lists count at most 1,000 matches (decision 050): "יותר מ-1,000 גלשנים". */
  onMap: 'הצגה על המפה',
  resultCountOver: (n: number) => `יותר מ-${groupDigits(n)} גלשנים`,
  loadError: (message: string) => `שגיאה בטעינת הגלשנים: ${message}`,
  noneFound: 'לא נמצאו גלשנים',
  noneFoundText: 'נסו לשנות את החיפוש או לנקות חלק מהסינונים.',
  refresh: 'רענון',
  widenSearch: (words: string) => `חיפוש „${words}” בלי הסינונים`,
  clearSearch: 'ניקוי החיפוש',
  clearAll: 'ניקוי החיפוש והסינונים',
  loadMore: 'טען עוד',
  loadingMore: 'טוען עוד גלשנים...',
} as const;
