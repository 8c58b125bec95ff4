// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

export const appTexts = {
  name: 'גלים',
  /** The home page's tab title (also index.html's, and the server's for `/`). */
  title: 'גלים – גלשנים יד שנייה, שירותי גלישה ותחזית גלים',
  tagline: 'גלשנים, שירותי גלישה ותחזית גלים',
  loading: 'טוען את האפליקציה...',
  skipToContent: 'דילוג לתוכן הראשי',
  /** A breadcrumb trail's name, for screen readers. */
  breadcrumb: 'מיקום בעמוד',
  offline:
    'אין חיבור לאינטרנט. מוצג המידע האחרון שנשמר במכשיר; פרסום, שמירה ושליחה יחזרו לעבוד כשהחיבור יחזור.',
} as const;

export const commonTexts = {
  loading: 'טוען...',
  retry: 'נסה שוב',
  refresh: 'רענון',
  close: 'סגור',
  cancel: 'ביטול',
  save: 'שמירה',
  saving: 'שומר...',
  delete: 'מחיקה',
  edit: 'עריכה',
  confirm: 'אישור',
  back: 'חזרה',
  next: 'הבא',
  previous: 'הקודם',
  search: 'חיפוש',
  home: 'דף הבית',
  loadMore: 'טען עוד',
  yes: 'כן',
  no: 'לא',
  required: 'שדה חובה',
  comingSoon: 'בקרוב',
  notifications: 'התראות',
  errorGeneric: 'משהו השתבש. נסו שוב.',
  networkError: 'בעיית תקשורת. בדקו את החיבור ונסו שוב.',
  timeout: 'הבקשה ארכה יותר מדי. נסו שוב.',
} as const;

export const navTexts = {
  mainLabel: 'ניווט ראשי',
  home: 'ראשי',
  forecast: 'תחזית גלים',
  services: 'שירותי גלישה',
  surfboards: 'גלשנים',
  map: 'מפה',
  stores: 'חנויות',
  contact: 'צור קשר',
  login: 'כניסה',
  profile: 'האזור האישי',
  settings: 'הגדרות',
  logout: 'יציאה',
  addBoard: 'הוספת גלשן',
  addService: 'הוספת שירות',
  openMenu: 'פתיחת תפריט',
  closeMenu: 'סגירת תפריט',
  userMenu: 'תפריט משתמש',
} as const;

export const footerTexts = {
  about: 'אודות',
  privacy: 'מדיניות פרטיות',
  terms: 'תנאי שימוש',
  contact: 'צור קשר',
  home: 'ראשי',
  forecast: 'תחזית גלים',
  profile: 'האזור האישי',
  uploadBoard: 'פרסום גלשן',
  followUs: 'עקבו אחרינו',
  instagram: 'אינסטגרם',
  facebook: 'פייסבוק',
  mailUs: 'כתבו לנו',
  rights: (year: number) => `© ${year} גלים. כל הזכויות שמורות.`,
  linksLabel: 'קישורים',
} as const;

export const bannerTexts = {
  text: 'גלים בפיילוט בטא! נשמח לשמוע מה אתם חושבים.',
  feedback: 'שלחו משוב',
  dismiss: 'סגירת ההודעה',
} as const;

export const notFoundTexts = {
  title: 'הדף לא נמצא',
  text: 'הדף שחיפשתם לא קיים או הועבר למקום אחר',
  home: 'לדף הבית',
  back: 'חזרה לדף הקודם',
} as const;

export const connectionTexts = {
  title: 'צריך חיבור לאינטרנט',
  text: 'התוכן לא נשמר במכשיר; הוא ייטען כשהחיבור יחזור.',
  retry: 'נסו שוב',
} as const;

export const errorScreenTexts = {
  title: 'אופס! משהו השתבש',
  text: 'אירעה שגיאה בלתי צפויה. אפשר לנסות שוב או לחזור לדף הבית.',
  retry: 'נסה שוב',
  home: 'חזרה לדף הבית',
} as const;

export const toastTexts = {
  close: 'סגירת ההודעה',
  region: 'הודעות',
} as const;

export const paginationTexts = {
  label: 'מעבר בין עמודים',
  previous: 'הקודם',
  next: 'הבא',
  page: (n: number) => `עמוד ${n}`,
} as const;

export const pagesTexts = {
  publicProfile: 'פרופיל',
  serviceDetail: 'שירות',
  boardDetail: 'גלשן',
  profile: 'האזור האישי',
} as const;

export const profileMenuTexts = {
  edit: 'פרטים אישיים',
  analytics: 'אנליטיקה',
  'upload-surfboard': 'העלאת גלשן',
  'my-surfboards': 'הגלשנים שלי',
  'sold-surfboards': 'גלשנים שנמכרו',
  archived: 'ארכיון',
  favorites: 'מועדפים',
  messages: 'הודעות',
  'my-services': 'השירותים שלי',
  notifications: 'התראות',
  settings: 'הגדרות',
} as const;
