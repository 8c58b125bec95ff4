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
    boardsOnlySelect: 'Selecting several works for boards only',
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
