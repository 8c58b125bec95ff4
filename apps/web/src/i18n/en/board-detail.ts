import { formatInches, formatLength, ltr } from '@galim/shared/surfboards/sizes';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { agree, kindWords } from './kind-words';
// A board's page in English: photos, specs, seller and contact.

import type * as he from '../he/board-detail';
import type { Translation } from '@galim/shared/i18n/translation';

export const boardDetailTexts: Translation<typeof he.boardDetailTexts> = {
  notFound: 'This listing was not found.',
  backToList: 'All boards',
  back: 'Back',
  gallery: 'Photo gallery',
  photo: (n: number, total: number) => `Photo ${n} of ${total}`,
  showPhoto: (n: number) => `Show photo ${n}`,
  openFullScreen: 'View full screen',
  fullScreenTitle: 'Board photos',
  closeFullScreen: 'Close full screen',
  next: 'Next photo',
  previous: 'Previous photo',
  noPhotos: 'No photos of this board',
  description: 'Description',
  noDescription: 'The seller did not add a description.',
  specs: 'Specs',
  spec: {
    length: 'Length',
    width: 'Width',
    thickness: 'Thickness',
    volume: 'Volume',
    finSetup: 'Fin setup',
    finSystem: 'Fin system',
    category: 'Type',
    technology: 'Construction',
    skillLevel: 'Skill level',
    color: 'Colour',
    location: 'Location',
    views: 'Views',
  },
  units: {
    feet: (n: number) => ltr(formatLength(n)),
    inches: (n: number) => ltr(formatInches(n)),
    litres: (n: number) => `${n} L`,
  },
  seller: 'Seller',
  publishedOn: (date: string) => `Listed ${date}`,
  contact: 'Contact the seller',
  contactIntro:
    'You can also reach the seller directly. Note: outside Galim we cannot help if something goes wrong.',
  showContact: 'Show contact details',
  showingContact: 'Loading…',
  contactHidden: 'The seller chose not to show contact details. You can message them here.',
  contactFailed: 'We could not show the contact details: ',
  call: 'Call',
  whatsapp: 'Message on WhatsApp',
  whatsappDisabled: 'The seller has no phone number',
  email: 'Send an email',
  /** The message and e-mail a buyer starts with, naming the listing by its kind (issue 53). */
  whatsappMessage: (title: string, url: string, kind: TListingKind = 'board') =>
    `Hi, I saw your ${kindWords[kind].noun} "${title}" on Galim and would love to hear more about ${agree(kind, 'it', 'it', 'them')}. ${url}`,
  emailSubject: (title: string, kind: TListingKind = 'board') =>
    `About your ${kindWords[kind].noun} "${title}" (Galim)`,
  emailBody: (title: string, url: string, kind: TListingKind = 'board') =>
    `Hi,\n\nI saw your ${kindWords[kind].noun} "${title}" on Galim and would love to hear more about ${agree(kind, 'it', 'it', 'them')}.\n${url}\n\nThanks!`,
  notPublic: 'This listing is not public at the moment.',
  sold: 'Sold',
  soldNote: 'This board has already been sold. You may find a similar one in the list.',
  soldOn: (date: string) => `Sold on ${date}`,
  priceDropped: (from: string, to: string, when: string) =>
    `Down from ${from} to ${to} ${/^\d+\/\d+\/\d+$/.test(when) ? `on ${when}` : when.toLowerCase()}`,
  similar: 'Boards for sale',
};
