import type { TListing } from '@galim/shared/listings/form';
import type { TListingKindInfo } from '@galim/shared/listings/schemas';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';
import { useGearPriceEstimate } from '../api/price-estimate';
import { PriceVerdictBadge } from './board-insights';

/**
 * What GET /api/listings/price-estimate is asked for a listing: its kind, brand and condition,
 * and its facts (free text aside), so that items sharing them weigh more; itself left out.
 */
function estimateQuery(listing: TListing, info: TListingKindInfo): Record<string, string> {
  const query: Record<string, string> = {
    kind: listing.kind,
    condition: listing.condition,
    exclude: listing._id,
  };
  if (listing.brand) query.brand = listing.brand;
  for (const attribute of info.attributes) {
    const value = listing.attributes[attribute.key];
    if (attribute.type === 'text' || value === undefined || value === null || value === '') {
      continue;
    }
    query[attribute.key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

/**
 * A listing's price against what items of its kind with like facts sold for, as a board's badge
 * says it ("מחיר טוב", "מעל טווח השוק", the range on tap); nothing below enough sales.
 */
export function GearPriceBadge({ listing, info }: { listing: TListing; info: TListingKindInfo }) {
  const estimate = useGearPriceEstimate(estimateQuery(listing, info));
  return (
    <PriceVerdictBadge
      price={listing.price}
      estimate={estimate.data}
      range={gearPagesTexts.priceRange}
    />
  );
}
