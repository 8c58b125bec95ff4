// A listing named by its kind (issue 53), in English: fins are plural, and nothing has a gender.

import type { TListingKind } from '@galim/shared/listings/kinds';

/** Each kind's noun; fins are plural. */
export const kindWords: Record<TListingKind, { noun: string; plural?: true }> = {
  board: { noun: 'board' },
  wetsuit: { noun: 'wetsuit' },
  fins: { noun: 'fins', plural: true },
  leash: { noun: 'leash' },
  bag: { noun: 'board bag' },
  traction: { noun: 'traction pad' },
  rack: { noun: 'rack' },
  other: { noun: 'item' },
};

/** As in Hebrew, the word that agrees with the kind: one of the two singulars, or the plural. */
export const agree = (kind: TListingKind, one: string, _alsoOne: string, many: string) =>
  kindWords[kind].plural ? many : one;
