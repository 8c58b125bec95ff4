import { groupDigits } from '@galim/shared/format-number';
import { israelCalendar, israelTime } from '@galim/shared/israel-time';

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
import type { NotificationTexts } from '../he/notifications';
import type { TListingKind } from '@galim/shared/listings/kinds';

// Every text a notification carries, in English (the Hebrew ones: i18n/he/notifications.ts).

const BEACH_SIZES = {
  knee: 'knee-high',
  waist: 'waist-high',
  chest: 'chest-high',
  head: 'head-high',
  overhead: 'overhead',
};
const BEACH_SURFACES = {
  glassy: 'glassy',
  textured: 'a little texture',
  choppy: 'choppy',
  'blown-out': 'blown out',
};
const BEACH_CROWDS = { empty: 'nobody out', few: 'a few out', crowded: 'crowded' };

/** A listing as a notice names it, by its kind (issue 53); fins are plural ("were sold"). */
const KIND: Record<TListingKind, { noun: string; a: string; search: string; plural?: true }> = {
  board: { noun: 'board', a: 'a board', search: 'Board' },
  wetsuit: { noun: 'wetsuit', a: 'a wetsuit', search: 'Wetsuit' },
  fins: { noun: 'fins', a: 'fins', search: 'Fins', plural: true },
  leash: { noun: 'leash', a: 'a leash', search: 'Leash' },
  bag: { noun: 'board bag', a: 'a board bag', search: 'Board bag' },
  traction: { noun: 'traction pad', a: 'a traction pad', search: 'Traction pad' },
  rack: { noun: 'rack', a: 'a rack', search: 'Rack' },
  other: { noun: 'item', a: 'an item', search: 'Surf gear' },
};
const was = (kind: TListingKind) => (KIND[kind].plural ? 'were' : 'was');

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const price = (n: number) => `₪${groupDigits(Math.max(0, Math.round(n)))}`;

export const enNotificationTexts: NotificationTexts = {
  spot: (spot) => spot.name,
  boardApproved: (kind) =>
    `Your ${KIND[kind].noun} ${was(kind)} approved and ${KIND[kind].plural ? 'are' : 'is'} live`,
  boardRejected: (kind) => `Your ${KIND[kind].noun} ${was(kind)} not approved`,
  reportActed: 'We looked into your report',
  reportRemoved: (title) =>
    `${title}: the listing was removed from the site. Thanks for reporting.`,
  reportKept: (title) =>
    `${title}: we checked the listing and it stays on the site. Thanks for reporting.`,
  messageToSeller: (kind) => `New message about your ${KIND[kind].noun}`,
  messageToBuyer: 'New message from the seller',
  deletedBoard: 'A deleted listing',
  quote: (title, text) => `${title}: ${text.length > 120 ? `${text.slice(0, 119)}…` : text}`,
  offerLine: (kind, amount) =>
    kind === 'offer'
      ? `Offer: ${price(amount)}`
      : `Your offer of ${price(amount)} was ${kind === 'offer_accepted' ? 'accepted' : 'declined'}`,
  meetingLine: (kind, place, at) => {
    const d = israelCalendar(at);
    const when = `${MONTHS[d.month]} ${d.day} at ${israelTime(at)}`;
    return kind === 'meeting'
      ? `Meeting proposed: ${place.en}, ${when}`
      : `Meeting set: ${place.en}, ${when}`;
  },
  boardNotice: (notice, kind = 'board') => {
    const { noun, plural } = KIND[kind];
    return {
      board_sold: `The seller marked the ${noun} as sold to you. You can now review the seller.`,
      reservation_released: `The seller released the reservation of the ${noun} for you. ${plural ? 'They are' : 'It is'} available to everyone again.`,
      board_sold_elsewhere: `The ${noun} ${plural ? 'have' : 'has'} been sold to someone else.`,
      board_archived: `The seller took the ${noun} off sale.`,
    }[notice];
  },
  serviceApproved: 'Your service was approved and is live',
  serviceRejected: 'Your service was not approved',
  newReview: 'New review of your service',
  newSellerReview: (kind) => `New review from a buyer of your ${KIND[kind].noun}`,
  savedSearchMatch: (kind, search) => `New ${KIND[kind].noun} for your search "${search}"`,
  savedSearchName: (kind = 'board') => `${KIND[kind].search} search`,
  boardWithPrice: (title, amount) => `${title} · ${price(amount)}`,
  priceDrop: (kind) => `Price drop on ${KIND[kind].a} you liked`,
  priceDropBody: (title, oldPrice, newPrice) => `${title}: ${price(oldPrice)} → ${price(newPrice)}`,
  stillForSale: 'Still for sale?',
  stillForSaleBody: (title, days) =>
    `${title}: the listing comes off the site ${days <= 1 ? 'tomorrow' : `in ${days} days`}. You can renew it for 60 days, mark it sold or archive it.`,
  surfAlert: (spot) => `Surf alert: ${spot}`,
  beachReport: (spot) => `Beach report: ${spot}`,
  bestWindow: (spot) => `Surf window: ${spot}`,
  windowDigest: "Today's surf windows",
  windowLine: (when, from, to, hours, best) => `${when} ${from}–${to}, ${hours} hours: ${best}`,
  windowStop: 'Had enough of these? Turn them off in one tap on the spot’s page.',
  beachReportBody(r) {
    const size = BEACH_SIZES[r.size as keyof typeof BEACH_SIZES] ?? r.size;
    const surface = BEACH_SURFACES[r.surface as keyof typeof BEACH_SURFACES] ?? r.surface;
    const crowd = BEACH_CROWDS[r.crowd as keyof typeof BEACH_CROWDS] ?? r.crowd;
    return `${size}, ${surface}, ${crowd}${r.onBeach ? ' · from the beach' : ''}`;
  },
  day(offset, date) {
    if (offset === 0) return 'today';
    if (offset === 1) return 'tomorrow';
    if (offset === 2) return 'the day after tomorrow';
    return `on ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}`;
  },
  metres: (m) => `${m.toFixed(1)} m`,
  seconds: (s) => `${Math.round(s)} s`,
};
