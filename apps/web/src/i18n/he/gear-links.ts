// The way from the board list to the other kinds of gear (issue 53): small, so /surfboards
// carries only these words, not the whole gear table.

import type { TListingKind } from '@galim/shared/listings/kinds';

export const gearLinksTexts = {
  heading: 'עוד ציוד גלישה',
  kinds: {
    wetsuit: 'חליפות',
    fins: 'סנפירים',
    leash: 'לישים',
    bag: 'תיקים לגלשנים',
    traction: 'גריפים',
    rack: 'גגונים ומתקנים',
    other: 'ציוד גלישה נוסף',
  } satisfies Record<Exclude<TListingKind, 'board'>, string>,
} as const;
