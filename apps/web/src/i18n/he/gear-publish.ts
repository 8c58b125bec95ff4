// The publish flow for every kind of gear (issue 53): the question of what is sold, and the form
// of a kind other than boards (a board's form keeps its own words, surfboards-manage.ts). The
// kinds, their attributes and options are worded in i18n/he/gear.ts, beside their declarations.

import type { TListingKind } from '@galim/shared/listings/kinds';

export const gearPublishTexts = {
  chooseKind: 'מה אתם מוכרים?',
  /** The page's heading once a kind is chosen. */
  titles: {
    board: 'פרסום גלשן למכירה',
    wetsuit: 'פרסום חליפה למכירה',
    fins: 'פרסום סנפירים למכירה',
    leash: 'פרסום ליש למכירה',
    bag: 'פרסום תיק לגלשן למכירה',
    traction: 'פרסום גריפ למכירה',
    rack: 'פרסום גגון או מתקן למכירה',
    other: 'פרסום ציוד גלישה למכירה',
  } satisfies Record<TListingKind, string>,
  intro: 'מלאו את פרטי הפריט. שדות המסומנים בכוכבית הם שדות חובה.',
  sections: {
    basics: 'פרטים בסיסיים',
    details: 'פרטי הפריט',
    images: 'תמונות',
  },
  titleHint: 'אפשר להשאיר ריק: ניצור כותרת מסוג הפריט, המותג והפרטים.',
  imagesLabel: 'תמונות הפריט',
  /** A number's bounds beside its field: "בין 5 ל-12 רגל". */
  range: (min: number, max: number, unit: string) => `בין ${min} ל-${max} ${unit}`,
  submit: 'פרסום המודעה',
  submitting: 'שולח…',
  busy: 'השרת מעבד עכשיו הרבה העלאות והמודעה עוד לא נשמרה. הטופס נשאר כפי שהוא: נסו לשלוח שוב בעוד כמה שניות.',
  failed: 'שגיאה בפרסום המודעה',
  created: 'המודעה נשלחה בהצלחה',
  success: {
    title: 'המודעה נשלחה בהצלחה',
    review: 'המודעה נשלחה לבדיקה. הבדיקה אורכת בין 24 ל־48 שעות, ורק לאחר אישור היא תופיע באתר.',
    published: 'המודעה פורסמה ומופיעה באתר.',
    toListing: 'לעמוד המודעה',
    addAnother: 'פרסום פריט נוסף',
  },
  /** A listing's edit from "my listings": the same form, filled in with the listing. */
  edit: {
    title: 'עריכת המודעה',
    submit: 'שמירת השינויים',
    reviewNote:
      'שינוי כותרת, תיאור, מותג, קטגוריה, מיקום, תמונות או פרטי הפריט יחזיר את המודעה לבדיקה לפני שתוצג שוב. שינוי מחיר או מצב לא יחזיר אותה לבדיקה.',
    updated: 'המודעה עודכנה בהצלחה',
    updatedForReview: 'המודעה עודכנה ונשלחה לבדיקה מחדש. היא תוצג שוב באתר לאחר אישור.',
  },
} as const;
