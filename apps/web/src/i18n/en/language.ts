// The language switch (menu and footer) in English.

import type * as he from '../he/language';
import type { Translation } from '@galim/shared/i18n/translation';

export const languageTexts: Translation<typeof he.languageTexts> = {
  switchLabel: 'Site language',
  // Never shown on English pages: the offer is of the English site.
  offer: '',
  offerLink: '',
  offerDismiss: '',
};
