// Shops and dealers (/stores) in English.

import type * as he from '../he/stores';
import type { Translation } from '@galim/shared/i18n/translation';

export const storesTexts: Translation<typeof he.storesTexts> = {
  title: 'Shops and dealers',
  text: 'Boards sold by surf shops and dealers from all over the country.',
  shops: 'Shops',
  dealers: 'Dealers',
  sellerKind: 'Seller type',
  repairTitle: 'Does your board need a repair?',
  repairText:
    'Professional board repairers for every kind of damage: breaks, water damage and fins.',
  repairLink: 'Board repair services',
};
