// The favourites page (/profile/favorites) in English.

import type * as he from '../he/favorites';
import type { Translation } from '@galim/shared/i18n/translation';
import { plural } from './plural';

export const favoritesTexts: Translation<typeof he.favoritesTexts> = {
  title: 'Favourites',
  count: (n: number) =>
    plural(n, { one: '1 board in your favourites', other: '# boards in your favourites' }),
  empty: 'You have not saved any boards yet',
  emptyText: "Tap the heart on a board's page to save it here.",
  browse: 'Browse boards',
  servicesTitle: 'Services I liked',
  gearTitle: 'Gear I liked',
  gearCount: (n: number) =>
    plural(n, {
      one: '1 piece of gear in your favourites',
      other: '# pieces of gear in your favourites',
    }),
};
