// The language switch (menu and footer) in English.

import type * as he from '../language';
import type { Translation } from '../translation';

export const languageTexts: Translation<typeof he.languageTexts> = {
  switchLabel: 'Site language',
  // Never shown on English pages: the offer is of the English site.
  offer: '',
  offerLink: '',
  offerDismiss: '',
};
