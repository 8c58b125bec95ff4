// A listing's term, in English: "still for sale?" with its three answers, the expired listings
// of "my boards", and the notice on an expired board's page.

import type * as he from '../he/listing-expiry';
import type { Translation } from '@galim/shared/i18n/translation';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export const listingExpiryTexts: Translation<typeof he.listingExpiryTexts> = {
  question: 'Still for sale?',
  answersLabel: (title) => `Still for sale? ${title}`,
  renew: 'Renew for 60 days',
  renewing: 'Renewing…',
  sold: 'Sold',
  archive: 'Archive',
  archiving: 'Archiving…',
  renewed: 'The listing was renewed for 60 days',
  archived: 'The listing was archived',
  failed: 'That did not work: ',
  endsIn: (n) => `The listing comes off the site ${n <= 1 ? 'tomorrow' : `in ${days(n)}`}`,
  endedAgo: (n) =>
    `The listing expired ${n <= 0 ? 'today' : n === 1 ? 'yesterday' : `${days(n)} ago`}`,
  expiredBadge: 'Expired',
  expiredTitle: 'Expired listings',
  expiredText:
    'Expired listings are not in lists, searches or buyers’ alerts. Renewing brings a listing back for 60 days in the same place in the list, or at the top if you changed its price or photos since.',
  titlePrefix: 'Expired',
  pageNotice: 'This listing has expired',
  pageNote:
    'The seller did not renew it, so it is no longer listed. You may find a similar board here:',
  ownerNote:
    'This listing has expired and buyers no longer see it. Renew it to list it for 60 days.',
  similarIn: (category) => `Similar boards: ${category}`,
  similarAll: 'All boards for sale',
};
