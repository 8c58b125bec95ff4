// The services' option lists. Values are stored and sent; Hebrew labels live in the
// web's he.ts (section `services`).

import { BOARD_LIMITS } from '../surfboards/options';

export { REGIONS, SURFING_LEVELS } from '../surfboards/options';

export const SERVICE_TYPES = ['surf-instructor', 'surfboard-repair', 'surf-photographer'] as const;
export type TServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Price types offered by the create form (default hourly). */
export const PRICE_TYPES = ['hourly', 'daily', 'session', 'package', 'fixed'] as const;
export type TPriceType = (typeof PRICE_TYPES)[number];

/**
 * The ten cities of the list filter (Hebrew values: what providers type as their city, and
 * what the filter sends). Their names in other languages are the web's (servicesTexts.cityName).
 */
export const SERVICE_CITIES = [
  'תל אביב',
  'אשדוד',
  'אשקלון',
  'חיפה',
  'נהריה',
  'עכו',
  'בת ים',
  'הרצליה',
  'נתניה',
  'קיסריה',
] as const;
export type TServiceCity = (typeof SERVICE_CITIES)[number];

export const RATING_FILTERS = [1, 2, 3, 4] as const;

export const INSTRUCTOR_SPECIALTIES = [
  'beginner',
  'intermediate',
  'advanced',
  'longboard',
  'shortboard',
  'SUP',
  'bodyboard',
  'safety',
  'competition',
  'kids',
  'adaptive',
] as const;

export const REPAIR_TYPES = [
  'ding-repair',
  'fin-box-repair',
  'rail-repair',
  'nose-tail-repair',
  'delamination-repair',
  'custom-work',
  'refinishing',
  'leash-plug-repair',
] as const;

export const PHOTOGRAPHY_TYPES = [
  'action-shots',
  'portraits',
  'competitions',
  'aerial',
  'underwater',
  'lifestyle',
  'product',
  'commercial',
] as const;

export const LANGUAGES = [
  'hebrew',
  'english',
  'arabic',
  'french',
  'spanish',
  'german',
  'russian',
  'other',
] as const;

export const AVAILABILITY_OPTIONS = [
  'weekdays',
  'weekends',
  'mornings',
  'afternoons',
  'evenings',
  'by-appointment',
] as const;

/** The option list of each type's "what do you offer" field (specialties / services). */
export const TYPE_OFFERINGS = {
  'surf-instructor': INSTRUCTOR_SPECIALTIES,
  'surfboard-repair': REPAIR_TYPES,
  'surf-photographer': PHOTOGRAPHY_TYPES,
} as const satisfies Record<TServiceType, readonly string[]>;

/** The kinds whose form asks for a group size (#42 item 25): a photographer has none. */
export const GROUP_SIZE_TYPES: readonly TServiceType[] = ['surf-instructor'];
export const hasGroupSize = (type: string) =>
  (GROUP_SIZE_TYPES as readonly string[]).includes(type);

/**
 * Whether a kind must give a street address. An instructor teaches on the beach or comes to
 * the surfers (issue 51, item 23): the city and region say where; a repair shop or a
 * photographer's studio is a place to go to. The spec's 'נדרש לציין כתובת' stays for them.
 */
export const needsStreetAddress = (type: string) => type !== 'surf-instructor';

/** The services' business limits. */
export const SERVICE_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMin: 20,
  descriptionMax: 2000,
  groupSize: { min: 1, max: 20, defaultMin: 1, defaultMax: 8 },
  maxImages: 8,
  // The boards' limit and picker (issue 31): the spec's 5MB was only a hint, never enforced.
  maxImageBytes: BOARD_LIMITS.maxImageBytes,
  pageSize: 12,
  maxLimit: 100,
  userListLimit: 100,
  profileListLimit: 50,
  cardDescription: 120,
  cardTags: 3,
  reviewTextMax: 1000,
  wizardSteps: 5,
} as const;
