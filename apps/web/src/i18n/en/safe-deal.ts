// The safe-deal advice in English: shown once before a first contact, and from the board page.

import type * as he from '../he/safe-deal';
import type { Translation } from '@galim/shared/i18n/translation';

export const safeDealTexts: Translation<typeof he.safeDealTexts> = {
  link: 'Buying safely',
  title: 'Buying safely: before you meet',
  intro: 'A few simple things that keep you safe when buying second-hand:',
  tips: [
    'See the board in person before you pay.',
    'Arrange to meet in a public place.',
    'Check the board carefully for dings, cracks and delamination.',
    'Never send a deposit by bank transfer to someone you do not know.',
  ],
  proceed: 'Got it, continue to contact',
  gotIt: 'Got it',
  close: 'Close',
};
