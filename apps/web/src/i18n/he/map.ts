// The map of the coast (issue 56 §2): listings, surf services, the forecast's spots and safe
// places to meet, on a map and in a list beside it.

import type { TServiceType } from '@galim/shared/services/options';
import type { TMeetingPlaceKind } from '@galim/shared/meetings/limits';

export type TMapLayer = 'boards' | 'services' | 'spots' | 'places';

export const mapTexts = {
  pageTitle: 'מפת החוף',
  breadcrumbHome: 'בית',
  title: 'המפה',
  subtitle: 'גלשנים למכירה, שירותי גלישה, חופי הגלישה ומקומות מפגש בטוחים, על מפת החוף.',
  layersLabel: 'מה להראות',
  layers: {
    boards: 'גלשנים',
    services: 'שירותי גלישה',
    spots: 'חופי גלישה',
    places: 'מקומות מפגש',
  } satisfies Record<TMapLayer, string>,
  place: 'מיקום',
  mapLabel: 'מפת החוף. כל המקומות שעליה מופיעים גם ברשימה.',
  showMap: 'הצגת המפה',
  showMapHint: 'המפה נטענת כשמבקשים אותה. כל המקומות כבר ברשימה.',
  loadingMap: 'טוענים את המפה…',
  mapFailed: 'לא הצלחנו להציג מפה במכשיר הזה. כל המקומות מופיעים ברשימה.',
  outlineOnly: 'מפה בסיסית: קו החוף והגבולות בלבד.',
  zoomIn: 'התקרבות',
  zoomOut: 'התרחקות',
  cluster: (count: number) => `${count} מקומות כאן. לחצו כדי להתקרב`,
  listHeading: 'ברשימה',
  listCount: (count: number) => (count === 1 ? 'מקום אחד' : `${count} מקומות`),
  firstOf: (shown: number, total: number) => `מוצגים ${shown} הראשונים מתוך ${total}`,
  empty: 'אין כאן מה להראות. נסו רדיוס גדול יותר או עיר אחרת.',
  loading: 'טוענים…',
  failed: 'לא הצלחנו לטעון את הרשימה.',
  retry: 'נסו שוב',
  chosen: 'נבחר על המפה',
  closeChosen: 'סגירה',
  open: {
    boards: 'לגלשן',
    services: 'לשירות',
    spots: 'לתחזית',
    places: '',
  } satisfies Record<TMapLayer, string>,
  stars: (stars: number) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}`,
  starsSpoken: (stars: number) => `${stars} מתוך 5 כוכבים היום`,
  noForecast: 'אין תחזית להיום',
  serviceTypes: {
    'surf-instructor': 'הדרכת גלישה',
    'surfboard-repair': 'תיקון גלשנים',
    'surf-photographer': 'צילום גלישה',
  } satisfies Record<TServiceType, string>,
  placeKinds: {
    surf_shop: 'חנות גלישה',
    mall: 'מרכז קניות',
    police: 'תחנת משטרה',
    other: 'מקום ציבורי',
  } satisfies Record<TMeetingPlaceKind, string>,
} as const;
