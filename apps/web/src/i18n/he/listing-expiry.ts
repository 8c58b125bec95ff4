// A listing's term (issue 55): "still for sale?" with its three answers, the expired listings of
// "my boards", and the notice on an expired board's page. Loaded by the pages that show them.

/** "בעוד 5 ימים", "בעוד יומיים", "מחר". */
const inDays = (days: number) =>
  days <= 1 ? 'מחר' : days === 2 ? 'בעוד יומיים' : `בעוד ${days} ימים`;

/** "היום", "אתמול", "לפני יומיים", "לפני 5 ימים". */
const daysAgo = (days: number) =>
  days <= 0 ? 'היום' : days === 1 ? 'אתמול' : days === 2 ? 'לפני יומיים' : `לפני ${days} ימים`;

export const listingExpiryTexts = {
  question: 'עדיין למכירה?',
  /** The answers' group, named for a screen reader. */
  answersLabel: (title: string) => `עדיין למכירה? ${title}`,
  renew: 'חידוש ל-60 יום',
  renewing: 'מחדשים…',
  sold: 'נמכר',
  archive: 'העברה לארכיון',
  archiving: 'מעבירים…',
  renewed: 'המודעה חודשה ל-60 יום',
  archived: 'המודעה הועברה לארכיון',
  failed: 'הפעולה לא הצליחה: ',
  /** Under a listing that ends within 7 days. */
  endsIn: (days: number) => `המודעה תרד מהאתר ${inDays(days)}`,
  /** Under an expired listing, `days` after its end. */
  endedAgo: (days: number) => `המודעה פגה ${daysAgo(days)}`,
  expiredBadge: 'פגה',
  expiredTitle: 'מודעות שפגו',
  expiredText:
    'מודעות שפגו לא מופיעות ברשימות, בחיפושים ובהתראות של קונים. חידוש מחזיר מודעה ל-60 יום באותו מקום ברשימה, או לראש הרשימה אם שיניתם מאז את המחיר או את התמונות.',
  /** The board page of an expired listing, to a visitor; its title starts with `titlePrefix`. */
  titlePrefix: 'המודעה פגה',
  pageNotice: 'המודעה פגה',
  pageNote: 'המוכר לא חידש אותה, ולכן היא כבר לא מוצגת ברשימות. אולי תמצאו כאן גלשן דומה:',
  /** The same page, to its seller. */
  ownerNote: 'המודעה פגה ואינה מוצגת לקונים. חידוש יחזיר אותה לרשימות ל-60 יום.',
  similarIn: (category: string) => `גלשנים דומים: ${category}`,
  similarAll: 'לכל הגלשנים למכירה',
} as const;
