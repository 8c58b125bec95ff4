import type { TListingKind } from '@galim/shared/listings/kinds';
import { gearTexts } from '../../../i18n/he/gear';

/** A brand's or category's kinds of gear as the admin's table shows them: "חליפות, לישים". */
export const kindNames = (row: { kinds?: readonly TListingKind[] }) =>
  (row.kinds ?? []).map((kind) => gearTexts.kinds[kind].many).join(', ');
