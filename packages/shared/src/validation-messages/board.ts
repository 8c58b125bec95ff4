// The board form's validation messages (the folder's rule is in common.ts).

/** Publishing and editing a board, and marking it sold. */
export const BOARD_MESSAGES = {
  titleMin: 'כותרת הגלשן חייבת להכיל לפחות 5 תווים',
  titleMax: 'כותרת הגלשן יכולה להכיל עד 100 תווים',
  priceRequired: 'נדרש מחיר',
  pricePositive: 'נדרש מחיר תקין הגדול מ-0',
  priceMax: 'המחיר לא יכול לעלות על 50,000',
  conditionRequired: 'יש לבחור את מצב הגלשן',
  categoryRequired: 'יש לבחור קטגוריה',
  brandRequired: 'יש לבחור מותג',
  invalidReference: 'הבחירה אינה תקינה',
  lengthRequired: 'נדרש אורך',
  lengthRange: 'האורך חייב להיות בין 4 ל-12 רגל',
  widthRange: 'הרוחב חייב להיות בין 16 ל-30 אינץ׳',
  thicknessRange: 'העובי חייב להיות בין 1 ל-5 אינץ׳',
  volumeRequired: 'נדרש נפח',
  volumeRange: 'הנפח חייב להיות בין 1 ל-200 ליטר',
  finSetupRange: 'מספר הסנפירים חייב להיות מספר שלם בין 1 ל-5',
  colorMax: 'הצבע יכול להכיל עד 50 תווים',
  descriptionMax: 'התיאור יכול להכיל עד 1000 תווים',
  locationRequired: 'נדרש מיקום',
  locationMax: 'המיקום יכול להכיל עד 200 תווים',
  coordinates: 'ערכי קו הרוחב או קו האורך אינם תקינים',
  invalidOption: 'הבחירה אינה תקינה',
  coverIndex: 'תמונת השער צריכה להיות אחת מ-8 התמונות',
  tooManyImages: 'אפשר לצרף עד 8 תמונות',
} as const;
