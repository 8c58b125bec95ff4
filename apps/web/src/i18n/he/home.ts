// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

export const homeTexts = {
  heroTitle: 'כל עולם הגלישה בישראל במקום אחד',
  heroText:
    'קונים ומוכרים גלשנים יד שנייה, מוצאים מדריכים, צלמים ומתקני גלשנים, ויודעים מתי יש גלים.',
  letsStart: 'בואו נתחיל',
  forecast: 'לתחזית הגלים',
  categoriesTitle: 'מה מחפשים היום?',
  categories: {
    boards: 'גלשנים',
    instructors: 'מדריכי גלישה',
    photographers: 'צלמי גלישה',
    schools: 'בתי ספר לגלישה',
    shops: 'חנויות',
    blogs: 'טיפים ושאלות נפוצות',
  },
  boardsTitle: 'גלשנים יד שנייה',
  allBoards: 'לכל הגלשנים',
  carouselLabel: 'תמונות גלישה',
  slideLabel: (n: number, total: number) => `תמונה ${n} מתוך ${total}`,
  showSlide: (n: number) => `הצגת תמונה ${n}`,
  slides: ['זריחה בחוף הילטון', 'צהריים במכמורת', 'שקיעה בבת ים', 'לילה של ירח מלא'],
} as const;
