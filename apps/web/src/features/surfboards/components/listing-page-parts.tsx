import type { ReactNode } from 'react';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { SafeDealSlot } from '../../../components/safe-deal/safe-deal-slot';
import type { useSafeDeal } from '../../../components/safe-deal/use-safe-deal';
import { SellerFacts } from '../../../components/seller/seller-facts';
import { safeDealTexts } from '../../../i18n/he/safe-deal';

// What a board's page and a page of gear (issue 53) draw alike: the badges by the title, the
// seller's facts with the safe-deal advice, and the advice's card with places to meet near it.

type SafeDeal = ReturnType<typeof useSafeDeal>;

const TONES = {
  emerald: 'bg-emerald-700 text-white',
  sky: 'bg-sky-100 text-sky-900',
  amber: 'bg-amber-100 text-amber-900',
  slate: 'bg-slate-200 text-slate-800',
};

/** A word by a listing's title: reserved, its condition, its seller's type. */
export function Badge({ children, tone }: { children: ReactNode; tone: keyof typeof TONES }) {
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** "About the seller", as the server sent it, and the safe-deal advice on a tap. */
export function SellerFactsAndAdvice({
  seller,
  safeDeal,
}: {
  seller: TSurfboard['seller'];
  safeDeal: SafeDeal;
}) {
  return (
    <div className="space-y-1">
      <SellerFacts trust={seller.trust} sellerReviews={seller.sellerReviews} />
      <button
        type="button"
        onClick={safeDeal.showAdvice}
        className="min-h-6 py-1 text-sm font-medium text-sky-800 underline hover:text-sky-900"
      >
        {safeDealTexts.link}
      </button>
    </div>
  );
}

/** The safe-deal card when it is shown, with the safe places to meet near the listing. */
export function ListingSafeDeal({
  listing,
  safeDeal,
}: {
  listing: Pick<TSurfboard, 'location' | 'locationText'>;
  safeDeal: SafeDeal;
}) {
  return (
    <SafeDealSlot
      card={safeDeal.card}
      place={{
        lat: listing.location.coordinates[1],
        lng: listing.location.coordinates[0],
        locationText: listing.locationText,
      }}
      onDismiss={safeDeal.dismiss}
    />
  );
}
