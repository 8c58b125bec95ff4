// Likes of boards in English: the heart on board cards and pages, and likes kept while offline.

import type * as he from '../he/board-likes';
import type { Translation } from '@galim/shared/i18n/translation';
import { kindWords } from './kind-words';
import { plural } from './plural';

export const boardLikesTexts: Translation<typeof he.boardLikesTexts> = {
  add: 'Add to favourites',
  remove: 'Remove from favourites',
  loginRequired: 'Sign in and the board will be saved to your favourites',
  failed: 'Could not update your favourites',
  queued: (like: boolean) =>
    like
      ? 'No internet connection — your like will be sent when you are back online'
      : 'No internet connection — the removal will be sent when you are back online',
  sent: (like: boolean) =>
    like
      ? 'Back online: the board was added to your favourites'
      : 'Back online: the board was removed from your favourites',
  kind: {
    loginRequired: (kind) =>
      `Sign in and the ${kindWords[kind].noun} will be saved to your favourites`,
    sent: (like, kind) => {
      const { noun, plural: many } = kindWords[kind];
      return like
        ? `Back online: the ${noun} ${many ? 'were' : 'was'} added to your favourites`
        : `Back online: the ${noun} ${many ? 'were' : 'was'} removed from your favourites`;
    },
  },
  count: (n: number) => plural(n, { one: '1 like', other: '# likes' }),
};
