// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

import { plural } from './plural';

// The favourites page (/profile/favorites)
export const favoritesTexts = {
  title: 'מועדפים',
  count: (n: number) =>
    plural(n, {
      one: 'גלשן אחד במועדפים',
      two: 'שני גלשנים במועדפים',
      other: '# גלשנים במועדפים',
    }),
  empty: 'עדיין לא סימנתם גלשנים כמועדפים',
  emptyText: 'לחצו על הלב בעמוד של גלשן כדי לשמור אותו כאן.',
  browse: 'לגלשנים',
  servicesTitle: 'שירותים שאהבתי',
  /** Gear of every other kind (issue 53): wetsuits, fins, leashes… */
  gearTitle: 'ציוד שאהבתי',
  gearCount: (n: number) =>
    plural(n, {
      one: 'פריט ציוד אחד במועדפים',
      two: 'שני פריטי ציוד במועדפים',
      other: '# פריטי ציוד במועדפים',
    }),
} as const;
