// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// Option labels shared by board lists, filters, forms and the admin
export const boardOptionsTexts = {
  condition: {
    new: 'חדש',
    excellent: 'כמו חדש',
    good: 'משומש במצב טוב',
    fair: 'משומש, סביר',
    poor: 'דורש תיקון',
  },
  skillLevel: {
    beginner: 'מתחילים',
    intermediate: 'בינוניים',
    advanced: 'מתקדמים',
    expert: 'מומחים',
  },
  finSystem: { 'FCS II': 'FCS II', Futures: 'Futures' },
  sellerType: { private: 'פרטי', shop: 'חנות', dealer: 'משווק' },
  region: {
    north: 'צפון',
    'tel-aviv': 'תל אביב',
    center: 'מרכז',
    south: 'דרום',
    jerusalem: 'ירושלים',
  },
  surfingLevel: {
    beginner: 'מתחילים',
    intermediate: 'בינוניים',
    advanced: 'מתקדמים',
    pro: 'מקצוענים',
  },
  moderationStatus: {
    pending: 'ממתין לאישור',
    approved: 'מאושר',
    rejected: 'נדחה',
    flagged: 'מסומן לבדיקה',
  },
  availability: { true: 'זמין', false: 'לא זמין' },
  /** A card's volume, short: "32 ל׳". */
  litresShort: (litres: number | string) => `${litres} ל׳`,
} as const;
