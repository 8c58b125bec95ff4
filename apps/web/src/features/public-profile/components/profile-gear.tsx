import { useQuery } from '@tanstack/react-query';
import { listingPath } from '@galim/shared/listings/kinds';
import { BoardCard } from '../../../components/boards/board-card';
import { listingKindsQuery } from '../../../lib/queries/listings';
import { publicProfileTexts } from '../../../i18n/he/public-profile';
import { useProfileListings } from '../api/public-profile-api';

/**
 * The seller's gear for sale beside their boards (issue 53): wetsuits, fins, leashes…, each card
 * marked with its kind ("חליפה") and linking to its page at the kind's address. Nothing is drawn
 * while it loads or when the seller sells no gear; the boards have their own section above.
 */
export function ProfileGear({ userId }: { userId: string }) {
  const listings = useProfileListings(userId);
  const gear = (listings.data ?? []).filter((l) => l.kind !== 'board');
  const kinds = useQuery({ ...listingKindsQuery(), enabled: gear.length > 0 });
  if (gear.length === 0) return null;
  const infoOf = (kind: string) => kinds.data?.kinds.find((k) => k.kind === kind);
  return (
    <section aria-labelledby="gear-title">
      <h2 id="gear-title" className="mb-3 text-2xl font-bold text-slate-900">
        {publicProfileTexts.gear}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gear.map((listing, i) => {
          const info = infoOf(listing.kind);
          return (
            <li key={listing._id}>
              <BoardCard
                board={listing}
                to={info ? `/${info.slug}/${listing._id}` : listingPath(listing.kind, listing._id)}
                belowFold={i >= 3}
                badge={
                  info && (
                    <span className="rounded-lg bg-white/90 px-2 py-1 text-xs font-bold text-slate-900 shadow">
                      {info.label}
                    </span>
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
