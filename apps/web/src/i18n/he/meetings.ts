// Safe places to meet (issue 56 §3): a meeting at a public place, proposed in a thread and
// accepted or changed by the other side; and the places named on the safe-deal card.

import type { TMeetingPlaceKind, TMeetingStatus } from '@galim/shared/meetings/limits';

// Built on first use: the inbox reads this file's lines, and an ICU formatter costs time.
let when: Intl.DateTimeFormat | undefined;
const whenFormat = () =>
  (when ??= new Intl.DateTimeFormat('he-IL', {
    weekday: 'long',
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jerusalem',
  }));

/** A meeting's day and hour in Israel ("יום שני, 30.11, 18:00"). */
export const meetingWhen = (iso: string) => whenFormat().format(new Date(iso));

export const meetingsTexts = {
  propose: 'הצעת מקום מפגש',
  change: 'שינוי',
  accept: 'אישור',
  formTitle: 'מקום מפגש בטוח',
  changeTitle: 'שינוי המפגש',
  placeLabel: 'המקום',
  placeChoose: 'בחרו מקום',
  placesLoading: 'טוענים מקומות…',
  placesError: 'לא הצלחנו לטעון את המקומות. נסו שוב בעוד רגע.',
  noPlaces: 'עדיין אין מקומות מפגש באזור הזה.',
  dayLabel: 'היום',
  hourLabel: 'השעה',
  timeHint: 'שעון ישראל',
  needPlace: 'בחרו מקום מהרשימה',
  needTime: 'בחרו יום ושעה',
  send: 'שליחת ההצעה',
  sending: 'שולחים…',
  cancel: 'ביטול',
  card: (name: string) => `מפגש: ${name}`,
  fromBuyer: 'הצעת הקונה',
  fromSeller: 'הצעת המוכר',
  kind: {
    surf_shop: 'חנות גלישה',
    mall: 'מרכז קניות',
    police: 'תחנת משטרה',
    other: 'מקום ציבורי',
  } satisfies Record<TMeetingPlaceKind, string>,
  status: {
    open: 'ממתין לאישור',
    accepted: 'נקבע',
    superseded: 'הוחלף בהצעה אחרת',
  } satisfies Record<TMeetingStatus, string>,
  lapsed: 'מועד המפגש עבר',
  km: (km: number) => `${km} ק״מ`,
  set: (place: string, at: string) => `המפגש נקבע: ${place}, ${at}`,
  /** The inbox's line for a thread whose last message was a meeting. */
  line: {
    meeting: (place: string) => `הצעה להיפגש: ${place}`,
    meeting_accepted: (place: string) => `המפגש נקבע: ${place}`,
  },
  error: 'הפעולה לא הצליחה: ',
  /** On the safe-deal card of a board page. */
  safeDeal: (city: string, names: string) =>
    `אפשר להיפגש באחד ממקומות המפגש הבטוחים ב${city}: ${names}`,
  safeDealNear: (names: string) => `אפשר להיפגש באחד ממקומות המפגש הבטוחים בסביבה: ${names}`,
  listJoin: ', ',
} as const;
