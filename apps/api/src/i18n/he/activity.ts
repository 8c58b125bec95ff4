// The Hebrew lines of the admins' activity feed that the API writes itself, in one place; the
// English ones are in i18n/en/activity.ts. A line is stored as its key and values (activity/lines.ts) and worded
// in the reader's language when the feed is read. (Lines about a board name it by its title;
// those need no words of ours.)

import type { TServiceType } from '@galim/shared/services/options';

const TARGET = {
  surfboard: 'מודעה',
  service: 'שירות',
  message: 'הודעה',
  seller_review: 'ביקורת על מוכר',
  beach_report: 'דיווח מהחוף',
} as const;

const BEACH_SIZE: Record<string, string> = {
  knee: 'ברכיים',
  waist: 'מותניים',
  chest: 'חזה',
  head: 'ראש',
  overhead: 'מעל הראש',
};
const BEACH_SURFACE: Record<string, string> = {
  glassy: 'חלק',
  textured: 'מעט מרקם',
  choppy: 'קצוץ',
  'blown-out': 'סוער מרוח',
};

/** A service's kind as an admin reads it (also in the migration that renamed the old lines). */
const SERVICE_KIND: Record<TServiceType, string> = {
  'surf-instructor': 'הדרכת גלישה',
  'surfboard-repair': 'תיקון גלשנים',
  'surf-photographer': 'צילום גלישה',
};

export const activityTexts = {
  signedUp: (name: string) => `${name}: חשבון חדש בגלים`,
  contactMessage: (subject: string) => `פנייה חדשה: ${subject}`,
  servicePublished: (type: TServiceType, title: string) => `${SERVICE_KIND[type]}: ${title}`,
  reportFiled: (target: keyof typeof TARGET, reason: string) =>
    `דיווח על ${TARGET[target]}: ${reason}`,
  reportResolved: (target: keyof typeof TARGET, reason: string) =>
    `דיווח על ${TARGET[target]} טופל: ${reason}`,
  /** A report from the beach in the reports inbox: "בת ים: מעל הראש, חלק · סטים נקיים". */
  beachReport: (spot: string, size: string, surface: string, text: string | null) =>
    `${spot}: ${BEACH_SIZE[size] ?? size}, ${BEACH_SURFACE[surface] ?? surface}${text ? ` · ${text}` : ''}`,
  /** What a deleted account's lines say instead of its details. */
  deletedAccount: () => 'חשבון שנמחק',
} as const;

/** The words of the activity feed in one language (the same shape in every language). */
export type ActivityTexts = typeof activityTexts;
