import { RANGE_MESSAGES } from './common';

// The service wizard's and reviews' validation messages, the specification's Hebrew verbatim
// (the folder's rule is in common.ts).

/** The service wizard and reviews (the specification's texts). */
export const SERVICE_MESSAGES = {
  serviceType: 'נדרש לבחור סוג שירות',
  titleMin: 'כותרת חייבת להכיל לפחות 3 תווים',
  titleMax: 'הכותרת יכולה להכיל עד 100 תווים',
  descriptionMin: 'תיאור חייב להכיל לפחות 20 תווים',
  descriptionMax: 'התיאור יכול להכיל עד 2000 תווים',
  price: 'מחיר חייב להיות גדול מ-0',
  priceType: 'נדרש לבחור סוג תמחור',
  address: 'נדרש לציין כתובת',
  city: 'נדרש לציין עיר',
  region: 'נדרש לבחור אזור',
  emailRequired: 'נדרש לציין אימייל',
  emailFormat: 'פורמט אימייל לא תקין',
  phoneFormat: 'מספר טלפון לא תקין (למשל 050-1234567)',
  websiteFormat: 'כתובת אתר לא תקינה (למשל www.example.co.il)',
  groupSize: 'גודל קבוצה בין 1 ל-20 משתתפים',
  groupSizeOrder: 'המינימום לא יכול להיות גדול מהמקסימום',
  experience: 'ניסיון לא יכול להיות שלילי',
  reviewRating: 'יש לבחור דירוג בין 1 ל-5 כוכבים',
  reviewText: 'הביקורת יכולה להכיל עד 1000 תווים',
  // Not given by the specification: the limits the form did not word.
  priceMax: 'המחיר יכול להיות עד 1,000,000',
  addressMax: 'הכתובת יכולה להכיל עד 200 תווים',
  cityMax: 'שם העיר יכול להכיל עד 60 תווים',
  experienceMax: 'שנות הניסיון יכולות להיות עד 80',
  textMax100: 'אפשר לכתוב כאן עד 100 תווים',
  textMax300: 'אפשר לכתוב כאן עד 300 תווים',
} as const;

/** A service's price outside its kind's range (services/price-range.ts), with the range. */
export function servicePriceRangeMessage(range: { min: number; max: number }): string {
  return RANGE_MESSAGES.servicePrice(range.min, range.max);
}
