// "Near me" on the board and services lists (issue 56): the place picker, and how far a card is.

import type { TCity } from '@galim/shared/geo/cities';

export const nearTexts = {
  legend: 'מיקום',
  nearMe: 'לידי',
  nearMeHint: 'המיקום נשאל רק כשלוחצים, מעוגל לקילומטר ואינו נשמר',
  locating: 'מאתרים את המיקום…',
  nearMeOn: 'ליד המיקום שלי',
  clearPlace: 'ביטול המיקום',
  locationDenied: 'לא קיבלנו את המיקום. אפשר לבחור עיר מהרשימה.',
  locationOutside: 'המיקום שלכם מחוץ לישראל. אפשר לבחור עיר מהרשימה.',
  city: 'עיר',
  anyCity: 'בחרו עיר',
  radius: 'רדיוס',
  anyRadius: 'כל מרחק',
  inCityOnly: 'בעיר עצמה',
  radiusOption: (km: number) => `עד ${km} ק״מ`,
  /** The city's name as the picker lists it (the Hebrew names are the list's values). */
  cityName: (city: TCity) => city,
  sortNearest: 'הקרובים ביותר',
  sortDefault: 'מומלצים',
  sort: 'מיון',
} as const;
