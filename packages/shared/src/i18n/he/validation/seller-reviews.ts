// Reviews of sellers' validation messages (the folder's rule is in common.ts).

export const SELLER_REVIEW_MESSAGES = {
  rating: 'יש לבחור דירוג בין 1 ל-5 כוכבים',
  bodyRequired: 'יש לכתוב כמה מילים על הקנייה',
  bodyMax: 'הביקורת יכולה להכיל עד 1,000 תווים',
  replyRequired: 'יש לכתוב תגובה',
  replyMax: 'התגובה יכולה להכיל עד 1,000 תווים',
} as const;
