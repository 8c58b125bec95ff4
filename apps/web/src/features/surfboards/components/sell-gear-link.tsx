import type { TListingKind } from '@galim/shared/listings/kinds';
import { ButtonLink } from '../../../components/ui/button';
import { gearPublishTexts } from '../../../i18n/he/gear-publish';

/** The publish page with `kind` already chosen: what a kind's list links to. */
export function publishPath(kind: TListingKind): string {
  return kind === 'board' ? '/profile/upload-surfboard' : `/profile/upload-surfboard?kind=${kind}`;
}

/** "Sell a wetsuit": a kind's list's way to its own publish form. */
export function SellGearLink({ kind, className }: { kind: TListingKind; className?: string }) {
  return (
    <ButtonLink to={publishPath(kind)} variant="secondary" className={className}>
      {gearPublishTexts.titles[kind]}
    </ButtonLink>
  );
}
