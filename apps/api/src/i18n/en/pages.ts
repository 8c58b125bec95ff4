import { formatPrice } from '@galim/shared/format';
import { serviceCityName } from '@galim/shared/i18n/en/service-cities';
import type { PreviewTexts, StaticPages } from '../he/pages';

// The pages' heads and share previews in English (the Hebrew ones: i18n/he/pages.ts).

const SITE = 'Galim';

export const enPreviewTexts: PreviewTexts = {
  logoAlt: 'The Galim logo',
  defaultDescription:
    'Galim – second-hand surfboards, surf instructors, photographers and board repairs, and the surf forecast for Israel’s beaches.',
  site: SITE,
  pageNotFound: `Page not found | ${SITE}`,
  boardNotFound: `Listing not found | ${SITE}`,
  board: (title, price, state) =>
    `${state.sold ? 'Sold: ' : state.expired ? 'Expired: ' : ''}${title} – ${formatPrice(price)} | ${SITE}`,
  litres: (volume) => `${volume} L`,
  boardPhotoAlt: (title) => `Photo of the surfboard ${title}`,
  gearList: (kinds) => `${kinds} | ${SITE}`,
  gearListDescription: (kinds) =>
    `Second-hand ${kinds.toLowerCase()} for sale from surfers across Israel, on Galim: search and filter by each item’s details.`,
  gearPhotoAlt: (title) => `Photo of ${title}`,
  serviceNotFound: `Service not found | ${SITE}`,
  serviceTypes: {
    'surf-instructor': 'Surf lessons',
    'surfboard-repair': 'Surfboard repair',
    'surf-photographer': 'Surf photography',
  },
  service: (title, type, city) => `${title} – ${type} in ${city} | ${SITE}`,
  serviceCity: serviceCityName,
  servicePhotoAlt: (type, title) => `${type}: ${title}`,
  profileNotFound: `Profile not found | ${SITE}`,
  someone: 'A surfer',
  regions: {
    north: 'North',
    'tel-aviv': 'Tel Aviv',
    center: 'Center',
    south: 'South',
    jerusalem: 'Jerusalem',
  },
  profile: (name, region) => `${name}${region ? ` (${region})` : ''} | ${SITE}`,
  profileDescription: (name, region) =>
    `${name} on Galim${region ? ` · ${region}` : ''}: surfboards for sale and surf services.`,
  profilePhotoAlt: (name) => `Profile photo of ${name}`,
  spotAccuracy: (spot) => `How good is the forecast at ${spot}? | ${SITE}`,
  spotAccuracyDescription: (spot) =>
    `Every report from the beach at ${spot} against what each model forecast for that hour: how often each got the wave size right, and which runs big or small.`,
  spotForecast: (spot) => `Surf forecast – ${spot} | ${SITE}`,
  spotForecastDescription: (spot) =>
    `7-day surf forecast for ${spot}: height and period of every swell, wind and gusts, tide, water temperature and a surf score for every hour.`,
  spotPictureAlt: (spot) => `Drawing of ${spot} beach`,
};

export const enStaticPages: StaticPages = {
  '/': { title: `${SITE} – second-hand surfboards, surf services and surf forecast` },
  '/surfboards': { title: `Second-hand surfboards for sale | ${SITE}` },
  '/map': {
    title: `Map of the coast – boards, surf services and spots | ${SITE}`,
    description:
      "Used boards and surf services by distance, the surf spots with today's stars and safe places to meet, on a map of Israel's coast.",
  },
  '/stores': { title: `Shops and dealers | ${SITE}` },
  '/services': { title: `Surf services – instructors, photographers and board repairs | ${SITE}` },
  '/forecast': {
    title: `Surf forecast for Israel | ${SITE}`,
    description:
      '7-day surf forecast for Israel’s surf beaches, from Rosh HaNikra to Zikim: wave height, period, wind and a surf score.',
  },
  '/about': {
    title: `About | ${SITE}`,
    description:
      'Galim is home to Israel’s surfing community: second-hand surfboards, surf instructors, photographers and board repairs, and the surf forecast. Meet the mission and the team.',
  },
  '/privacy-policy': {
    title: `Privacy policy | ${SITE}`,
    description:
      'What Galim collects, why, who it is shared with (Google sign-in, the Open-Meteo forecast) and how to delete it: account data is deleted within 30 days.',
  },
  '/privacy': {
    title: `Privacy policy | ${SITE}`,
    description:
      'What Galim collects, why, who it is shared with and how to delete it: account data is deleted within 30 days.',
  },
  '/terms': {
    title: `Terms of use | ${SITE}`,
    description:
      'Galim’s terms of use: a platform only, not a party to deals between users; free for now; the rules for listing boards and services.',
  },
  '/contact': {
    title: `Contact us | ${SITE}`,
    description:
      'A question, technical support, a business partnership, feedback or a problem to report? Write to the Galim team and we will get back to you soon.',
  },
  '/faq': {
    title: `FAQ | ${SITE}`,
    description:
      'Answers to common questions about buying and selling second-hand surfboards, listing surf services, the surf forecast and privacy on Galim.',
  },
  '/login': { title: `Sign in | ${SITE}` },
  '/auth': { title: `Sign in | ${SITE}` },
};
