import type { TListing } from '@galim/shared/listings/form';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { gearPublishTexts } from '../../../../i18n/he/gear-publish';
import { gearPagePath } from '../../lib/gear-route';

const t = gearPublishTexts.success;

/**
 * What replaces the form once the listing is sent, as a board's success does: held for review
 * (the API's rule for a new listing) or already shown, and a link to its page, which its seller
 * can open while it waits.
 */
export function GearPublished({
  listing,
  onAddAnother,
}: {
  listing: TListing;
  onAddAnother: () => void;
}) {
  return (
    <div
      role="status"
      tabIndex={-1}
      // The form was long and scrolled: bring the result into view and give it the focus.
      ref={(el) => {
        el?.scrollIntoView({ block: 'center' });
        el?.focus({ preventScroll: true });
      }}
      className="scroll-mt-24 rounded-2xl bg-emerald-50 p-6 text-center ring-1 ring-emerald-200 outline-none"
    >
      <h3 className="text-xl font-bold text-emerald-900">{t.title}</h3>
      <p className="mt-2 text-emerald-900">
        {listing.moderationStatus === 'approved' ? t.published : t.review}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <ButtonLink to={gearPagePath(listing.kind, listing._id)}>{t.toListing}</ButtonLink>
        <Button variant="secondary" onClick={onAddAnother}>
          {t.addAnother}
        </Button>
      </div>
    </div>
  );
}
