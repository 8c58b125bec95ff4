// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// Public profile /u/{slug}
export const publicProfileTexts = {
  loadError: 'שגיאה בטעינת הפרופיל',
  notFoundTitle: 'הפרופיל לא נמצא',
  /** The tab title (the server writes the same). */
  pageTitle: (name: string, region?: string | null) => (region ? `${name} (${region})` : name),
  notFoundText: 'ייתכן שהקישור שגוי או שהפרופיל אינו ציבורי.',
  hiddenNotice: 'הפרופיל שלכם מוסתר: רק אתם רואים את העמוד הזה.',
  photoAlt: (name: string) => `תמונת הפרופיל של ${name}`,
  memberSince: (date: string) => `בגלים מאז ${date}`,
  region: 'אזור',
  level: 'רמת גלישה',
  about: 'קצת עליי',
  copyLink: 'העתקת קישור',
  copied: 'הקישור הועתק',
  shareText: (name: string) => `הפרופיל של ${name} בגלים`,
  services: 'שירותים',
  noServices: 'אין שירותים זמינים',
  boards: 'גלשנים למכירה',
  noBoards: 'לא נמצאו גלשנים',
  /** Wetsuits, fins, leashes… for sale (issue 53), each card marked with its kind. */
  gear: 'ציוד גלישה למכירה',
  view: 'לפרטים',
  serviceTypes: {
    'surf-instructor': 'הדרכת גלישה',
    'surfboard-repair': 'תיקון גלשנים',
    'surf-photographer': 'צילום גלישה',
  },
  editMine: 'עריכת הפרופיל',
} as const;
