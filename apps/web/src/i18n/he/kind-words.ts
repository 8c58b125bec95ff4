// A listing named by its kind (issue 53), for the texts that speak of it: "החליפה נמכרה",
// "הסנפירים יישמרו". Small, so that a card's heart and a thread may both use it.

import type { TListingKind } from '@galim/shared/listings/kinds';

/** Each kind with its article, and the gender (or plural) its words agree with. */
export const kindWords: Record<TListingKind, { the: string; g: 'm' | 'f' | 'p' }> = {
  board: { the: 'הגלשן', g: 'm' },
  wetsuit: { the: 'החליפה', g: 'f' },
  fins: { the: 'הסנפירים', g: 'p' },
  leash: { the: 'הליש', g: 'm' },
  bag: { the: 'התיק', g: 'm' },
  traction: { the: 'הגריפ', g: 'm' },
  rack: { the: 'הגגון', g: 'm' },
  other: { the: 'הפריט', g: 'm' },
};

/** The word that agrees with the kind: masculine, feminine or plural. */
export const agree = (kind: TListingKind, m: string, f: string, p: string) =>
  ({ m, f, p })[kindWords[kind].g];
