// The way from the board list to the other kinds of gear, in English.

import type * as he from '../he/gear-links';
import type { Translation } from '@galim/shared/i18n/translation';

export const gearLinksTexts: Translation<typeof he.gearLinksTexts> = {
  heading: 'More surf gear',
  kinds: {
    wetsuit: 'Wetsuits',
    fins: 'Fins',
    leash: 'Leashes',
    bag: 'Board bags',
    traction: 'Traction pads',
    rack: 'Racks',
    other: 'Other surf gear',
  },
};
