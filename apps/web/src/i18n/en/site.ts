// The site's name, description and shortcuts (the web app manifest, the page without a script), in English.

import type * as he from '../he/site';
import type { Translation } from '@galim/shared/i18n/translation';

export const siteTexts: Translation<typeof he.siteTexts> = {
  name: 'Galim – surfboards, surf services and surf forecast',
  shortName: 'Galim',
  description:
    'Buy and sell second-hand surfboards, find instructors, photographers and repair shops, and know when the waves are good.',
  homeOnPhone: 'Galim home page on a phone',
  homeWide: 'Galim home page on a computer',
  sellBoard: 'Sell a surfboard',
  sellBoardShort: 'Sell a board',
  forecast: 'Surf forecast',
  forecastShort: 'Forecast',
  noScript: 'Galim needs JavaScript: please turn it on in your browser.',
};
