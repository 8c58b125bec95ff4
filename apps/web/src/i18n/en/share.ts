// The share button of the board, service, public profile and forecast pages, in English.

import type * as he from '../he/share';
import type { Translation } from '@galim/shared/i18n/translation';

export const shareTexts: Translation<typeof he.shareTexts> = {
  share: 'Share',
  copied: 'Link copied',
  copyFailed: 'We could not copy the link. You can copy it from here.',
  options: 'Share options',
  link: 'Link to this page',
  whatsapp: 'Send on WhatsApp',
  close: 'Close',
  board: (name: string, price: string) => `${name} for ${price} on Galim`,
  service: (title: string) => `${title} on Galim`,
  forecast: (spot: string) => `Surf forecast for ${spot} on Galim`,
};
