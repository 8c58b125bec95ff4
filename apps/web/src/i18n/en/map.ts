// The map of the coast, in English.

import type { Translation } from '@galim/shared/i18n/translation';
import type * as he from '../he/map';

export const mapTexts: Translation<typeof he.mapTexts> = {
  pageTitle: 'Map of the coast',
  breadcrumbHome: 'Home',
  title: 'The map',
  subtitle:
    'Boards for sale, surf services, the surf spots and safe places to meet, on a map of the coast.',
  layersLabel: 'What to show',
  layers: {
    boards: 'Boards',
    services: 'Surf services',
    spots: 'Surf spots',
    places: 'Places to meet',
  },
  place: 'Place',
  mapLabel: 'Map of the coast. Every place on it is also in the list.',
  showMap: 'Show the map',
  showMapHint: 'The map loads when you ask for it. Every place is already in the list.',
  loadingMap: 'Loading the map…',
  mapFailed: 'This device could not show a map. Every place is in the list.',
  outlineOnly: 'Basic map: the coast and borders only.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  cluster: (count: number) => `${count} places here. Tap to zoom in`,
  listHeading: 'In the list',
  listCount: (count: number) => (count === 1 ? 'One place' : `${count} places`),
  firstOf: (shown: number, total: number) => `Showing the first ${shown} of ${total}`,
  empty: 'Nothing to show here. Try a wider radius or another city.',
  loading: 'Loading…',
  failed: 'We could not load the list.',
  retry: 'Try again',
  chosen: 'Chosen on the map',
  closeChosen: 'Close',
  open: {
    boards: 'See the board',
    services: 'See the service',
    spots: 'See the forecast',
    places: '',
  },
  stars: (stars: number) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}`,
  starsSpoken: (stars: number) => `${stars} of 5 stars today`,
  noForecast: 'No forecast today',
  serviceTypes: {
    'surf-instructor': 'Surf lessons',
    'surfboard-repair': 'Board repair',
    'surf-photographer': 'Surf photography',
  },
  placeKinds: {
    surf_shop: 'Surf shop',
    mall: 'Shopping centre',
    police: 'Police station',
    other: 'Public place',
  },
};
