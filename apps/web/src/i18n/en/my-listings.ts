// "My listings" with gear (issue 53), in English: the page, and the manage dialog's words for a
// listing that is not a board.

import type * as he from '../he/my-listings';
import type { Translation } from '@galim/shared/i18n/translation';
import { plural } from './plural';

export const myListingsTexts: Translation<typeof he.myListingsTexts> = {
  page: {
    title: 'My listings',
    text: 'Your active listings, boards and gear: waiting for approval and published.',
    archivedText: 'Archived listings are hidden from searches. You can restore them at any time.',
    count: (n: number) => plural(n, { one: '1 listing', other: '# listings' }),
    listLabel: 'Your listings',
    kindsLabel: 'Filter by kind',
    every: 'All',
    kinds: {
      board: 'Boards',
      wetsuit: 'Wetsuits',
      fins: 'Fins',
      leash: 'Leashes',
      bag: 'Bags',
      traction: 'Traction pads',
      rack: 'Racks',
      other: 'Other gear',
    },
    add: 'New listing',
    uploadNew: 'List a new item',
    emptyArchived: 'No listings in the archive',
    emptyActive: 'You have no active listings right now',
    emptyActiveText: (archived: number, sold: number) =>
      [
        archived > 0 &&
          plural(archived, {
            one: '1 listing is in the archive. You can bring it back from there with one tap.',
            other:
              '# listings are in the archive. You can bring them back from there with one tap.',
          }),
        sold > 0 &&
          plural(sold, {
            one: '1 listing is on your sold list.',
            other: '# listings are on your sold list.',
          }),
      ]
        .filter(Boolean)
        .join(' '),
    toSold: 'Go to sold listings',
  },
  bulk: {
    title: (n: number) =>
      plural(n, { one: 'Actions on 1 listing', other: 'Actions on # listings' }),
    confirmDelete: (n: number) =>
      `${plural(n, { one: 'Permanently delete 1 listing', other: 'Permanently delete # listings' })}? This can't be undone.`,
    bulkArchived: (n: number) =>
      plural(n, { one: '1 listing archived', other: '# listings archived' }),
    bulkDeleted: (n: number) =>
      plural(n, { one: '1 listing deleted', other: '# listings deleted' }),
    bulkSold: (n: number) =>
      plural(n, { one: '1 listing marked as sold', other: '# listings marked as sold' }),
  },
  manage: {
    title: 'Manage listing',
    soldTitle: 'Mark the listing as sold',
    soldThroughWebsite: 'Sold through Galim',
    archiveText:
      'The listing will be hidden from searches. You can restore it from the archive at any time.',
    deleteTitle: 'Delete this listing?',
    reservedNote:
      'The item is reserved for the buyer whose offer you accepted. You can release the reservation.',
  },
  soldTo: {
    reserved: 'The item is currently reserved for this buyer',
    noBuyers: 'No one has written to you about this listing on Galim yet.',
    onlyReserved:
      'The item is reserved for the buyer whose offer you accepted. To sell it to someone else, release the reservation first (the buyer will be told).',
  },
  likersOffer: {
    title: 'An offer to those who liked the listing',
    text: 'Everyone who liked the listing gets the offer in a conversation of their own, valid for 48 hours. Whoever accepts first has the item reserved for them. You can send such an offer once a week.',
    noneSent:
      'Everyone who liked the listing is already bargaining with you, so no new offer was sent',
  },
  toasts: {
    soldError: "We couldn't mark the listing as sold: ",
    deleteError: "We couldn't delete the listing: ",
    statusError: "We couldn't update the listing's status: ",
    sold: 'Listing marked as sold!',
    deleted: 'Listing deleted!',
    archived: 'Listing archived!',
    unarchived: 'Listing restored from the archive!',
    unsold: 'The listing is available again!',
    unsoldError: "We couldn't cancel the sale. Please try again.",
  },
};
