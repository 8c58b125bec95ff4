import { formatPrice } from '@galim/shared/format';
import type { TServiceType } from '@galim/shared/services/options';
import type { TRegion } from '@galim/shared/surfboards/options';

// Every text of the pages' heads and share previews (the title a tab and a search engine show,
// the card WhatsApp draws), in one place: Hebrew here, English in i18n/en/pages.ts (web/page-texts.ts picks one).

const SITE = 'גלים';

export const previewTexts = {
  logoAlt: 'הלוגו של גלים',
  defaultDescription:
    'גלים – לוח גלשנים יד שנייה, מדריכי גלישה, צלמים ומתקני גלשנים, ותחזית גלים לחופי ישראל.',
  site: SITE,
  pageNotFound: `הדף לא נמצא | ${SITE}`,
  boardNotFound: `המודעה לא נמצאה. | ${SITE}`,
  /** A board's page: said sold, or expired (issue 55), before its title. */
  board: (title: string, price: number, state: { sold: boolean; expired: boolean }) =>
    `${state.sold ? 'נמכר: ' : state.expired ? 'המודעה פגה: ' : ''}${title} – ${formatPrice(price)} | ${SITE}`,
  litres: (volume: number) => `${volume} ליטר`,
  boardPhotoAlt: (title: string) => `תמונה של הגלשן ${title}`,
  /** A kind's list of gear (issue 53), named after the kind as its page's heading is. */
  gearList: (kinds: string) => `${kinds} | ${SITE}`,
  gearListDescription: (kinds: string) =>
    `${kinds} יד שנייה למכירה מגולשים בכל הארץ, בגלים: חיפוש וסינון לפי הפרטים של כל פריט.`,
  gearPhotoAlt: (title: string) => `תמונה של ${title}`,
  serviceNotFound: `שירות לא נמצא | ${SITE}`,
  serviceTypes: {
    'surf-instructor': 'הדרכת גלישה',
    'surfboard-repair': 'תיקון גלשנים',
    'surf-photographer': 'צילום גלישה',
  } satisfies Record<TServiceType, string>,
  service: (title: string, type: string, city: string) => `${title} – ${type} ב${city} | ${SITE}`,
  /** A service's city as the page's language names it (the API keeps it in Hebrew). */
  serviceCity: (city: string) => city,
  servicePhotoAlt: (type: string, title: string) => `${type}: ${title}`,
  profileNotFound: `הפרופיל לא נמצא | ${SITE}`,
  /** A person who gave no name. */
  someone: 'גולש',
  regions: {
    north: 'צפון',
    'tel-aviv': 'תל אביב',
    center: 'מרכז',
    south: 'דרום',
    jerusalem: 'ירושלים',
  } satisfies Record<TRegion, string>,
  profile: (name: string, region: string | null) =>
    `${name}${region ? ` (${region})` : ''} | ${SITE}`,
  profileDescription: (name: string, region: string | null) =>
    `${name} בגלים${region ? ` · ${region}` : ''}: גלשנים למכירה ושירותי גלישה.`,
  profilePhotoAlt: (name: string) => `תמונת הפרופיל של ${name}`,
  /** A spot's forecast page; its description is the share line of its next best hour. */
  spotForecast: (spot: string) => `תחזית גלים – ${spot} | ${SITE}`,
  spotForecastDescription: (spot: string) =>
    `תחזית גלים ל־7 ימים ל${spot}: גובה ומחזור של כל סוול, רוח ומשבים, גאות ושפל, טמפרטורת המים וציון גלישה לכל שעה.`,
  spotPictureAlt: (spot: string) => `איור של חוף ${spot}`,
  /** How good the forecast is at a spot (issue 54). */
  spotAccuracy: (spot: string) => `עד כמה התחזית טובה ב${spot}? | ${SITE}`,
  spotAccuracyDescription: (spot: string) =>
    `כל דיווח מהחוף ב${spot} מול מה שכל מודל חזה לאותה שעה: כמה פגעו בגודל הגל, ומי נוטה להגזים או להמעיט.`,
};

export type PreviewTexts = typeof previewTexts;
export type StaticPages = Record<string, { title: string; description?: string }>;

/** Titles of the static screens; feature modules add resolvers for their detail pages. */
export const STATIC_PAGE_META: StaticPages = {
  '/': { title: `${SITE} – גלשנים יד שנייה, שירותי גלישה ותחזית גלים` },
  '/surfboards': { title: `גלשנים יד שנייה למכירה | ${SITE}` },
  '/map': {
    title: `מפת החוף – גלשנים, שירותי גלישה וחופים | ${SITE}`,
    description:
      'גלשנים יד שנייה ושירותי גלישה לפי מרחק, חופי הגלישה עם הכוכבים של היום ומקומות מפגש בטוחים, על מפת החוף של ישראל.',
  },
  '/stores': { title: `חנויות וסוחרים | ${SITE}` },
  '/services': { title: `שירותי גלישה – מדריכים, צלמים ותיקוני גלשנים | ${SITE}` },
  '/forecast': {
    title: `תחזית גלים בישראל | ${SITE}`,
    description:
      'תחזית גלים ל-7 ימים לחופי הגלישה בישראל, מראש הנקרה ועד זיקים: גובה גל, מחזור, רוח וציון גלישה.',
  },
  '/about': {
    title: `אודות | ${SITE}`,
    description:
      'גלים היא הבית של קהילת הגולשים בישראל: לוח גלשנים יד שנייה, מדריכי גלישה, צלמים ומתקני גלשנים, ותחזית גלים. הכירו את המשימה ואת הצוות.',
  },
  '/privacy-policy': {
    title: `מדיניות פרטיות | ${SITE}`,
    description:
      'איזה מידע גלים אוספת, למה, עם מי הוא משותף (כניסה עם Google, תחזית Open-Meteo) ואיך מוחקים אותו: נתוני החשבון נמחקים תוך 30 יום.',
  },
  '/privacy': {
    title: `מדיניות פרטיות | ${SITE}`,
    description:
      'איזה מידע גלים אוספת, למה, עם מי הוא משותף ואיך מוחקים אותו: נתוני החשבון נמחקים תוך 30 יום.',
  },
  '/terms': {
    title: `תנאי שימוש | ${SITE}`,
    description:
      'תנאי השימוש בגלים: פלטפורמה בלבד ולא צד לעסקאות בין משתמשים, השירותים כרגע בחינם, כללי פרסום מודעות ושירותים.',
  },
  '/contact': {
    title: `צור קשר | ${SITE}`,
    description:
      'שאלה, תמיכה טכנית, שיתוף פעולה עסקי, משוב או דיווח על בעיה? כתבו לצוות גלים ונחזור אליכם בהקדם.',
  },
  '/faq': {
    title: `שאלות נפוצות | ${SITE}`,
    description:
      'תשובות לשאלות נפוצות על קנייה ומכירה של גלשנים יד שנייה, פרסום שירותי גלישה, תחזית הגלים ופרטיות בגלים.',
  },
  '/login': { title: `כניסה | ${SITE}` },
  '/auth': { title: `כניסה | ${SITE}` },
};
