import type { Translation } from '@galim/shared/i18n/translation';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { myListingsTexts } from '../../../i18n/he/my-listings';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { isGearBase, listingBase, type TListingBase } from '../../../lib/queries/my-listings';

const board = surfboardsManageTexts;
const gearWords = myListingsTexts;

/** The manage dialog's words for a listing that is not a board: "המודעה", never "הגלשן". */
const gear: Translation<typeof board> = {
  ...board,
  manage: { ...board.manage, ...gearWords.manage },
  soldTo: { ...board.soldTo, ...gearWords.soldTo },
  toasts: { ...board.toasts, ...gearWords.toasts },
  likersOffer: { ...board.likersOffer, ...gearWords.likersOffer },
};

/** The owner's words for a listing managed at `base`: a board's, or any item's (gear's). */
export const manageTextsAt = (base: TListingBase | undefined): Translation<typeof board> =>
  isGearBase(base) ? gear : board;

/** The owner's words for managing this listing. */
export const manageTextsFor = (item: { kind?: TListingKind }) => manageTextsAt(listingBase(item));
