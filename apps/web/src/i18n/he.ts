// Every Hebrew string of the interface, in one typed place. Texts the spec gives in Hebrew are
// verbatim; texts it gives in English are written here in natural Hebrew.
// Sections are per feature; add a feature's strings under its own key.

export const he = {
  app: {
    name: 'גלים',
    tagline: 'גלשנים, שירותי גלישה ותחזית גלים',
    loading: 'טוען את האפליקציה...',
    skipToContent: 'דילוג לתוכן הראשי',
  },
  common: {
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
  },
  nav: {
    mainLabel: 'ניווט ראשי',
    home: 'ראשי',
    forecast: 'תחזית גלים',
    services: 'שירותי גלישה',
    surfboards: 'גלשנים',
    stores: 'חנויות',
    contact: 'צור קשר',
    login: 'כניסה',
    profile: 'האזור האישי',
    settings: 'הגדרות',
    logout: 'יציאה',
    addBoard: 'הוספת גלשן',
    openMenu: 'פתיחת תפריט',
    closeMenu: 'סגירת תפריט',
    userMenu: 'תפריט משתמש',
  },
  footer: {
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
  },
  banner: {
    text: 'גלים בפיילוט בטא! נשמח לשמוע מה אתם חושבים.',
    feedback: 'שלחו משוב',
    dismiss: 'סגירת ההודעה',
  },
  install: {
    iosTitle: 'הוסף למסך הבית',
    iosText: 'לחצו על כפתור השיתוף בדפדפן ובחרו "הוסף למסך הבית".',
    title: 'התקן את האפליקציה',
    text: 'התקן את האפליקציה לשימוש מהיר ונוח!',
    install: 'התקן עכשיו',
    close: 'סגור',
  },
  notFound: {
    title: 'הדף לא נמצא',
    text: 'הדף שחיפשתם לא קיים או הועבר למקום אחר',
    home: 'לדף הבית',
    back: 'חזרה לדף הקודם',
  },
  errorScreen: {
    title: 'אופס! משהו השתבש',
    text: 'אירעה שגיאה בלתי צפויה. אפשר לנסות שוב או לחזור לדף הבית.',
    retry: 'נסה שוב',
    home: 'חזרה לדף הבית',
  },
  guard: {
    loginRequired: 'נדרשת התחברות',
    loginRequiredText: 'כדי להמשיך יש להתחבר עם חשבון Google.',
    toLogin: 'להתחברות',
  },
  toast: {
    close: 'סגירת ההודעה',
    region: 'הודעות',
  },
  pagination: {
    label: 'מעבר בין עמודים',
    previous: 'הקודם',
    next: 'הבא',
    page: (n: number) => `עמוד ${n}`,
  },
  // Pages that later issues fill in: their titles show meanwhile.
  placeholder: {
    soon: 'העמוד הזה ייפתח בקרוב.',
  },
  home: {
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
      blogs: 'מגזין',
    },
    boardsTitle: 'גלשנים יד שנייה',
  },
  pages: {
    forecast: 'תחזית גלים בישראל',
    services: 'שירותי גלישה',
    surfboards: 'גלשנים יד שנייה',
    stores: 'חנויות וסוחרים',
    storesText: 'גלשנים ממסחר, חנויות ומשווקים, ושירותי תיקון גלשנים בכל הארץ.',
    login: 'כניסה לגלים',
    about: 'אודות גלים',
    privacy: 'מדיניות פרטיות',
    terms: 'תנאי שימוש',
    contact: 'צור קשר',
    faq: 'שאלות נפוצות',
    publicProfile: 'פרופיל',
    serviceDetail: 'שירות',
    serviceEdit: 'עריכת שירות',
    serviceCreate: 'הוספת שירות',
    boardDetail: 'גלשן',
    profile: 'האזור האישי',
    admin: 'ניהול',
  },
  profileMenu: {
    edit: 'פרטים אישיים',
    analytics: 'אנליטיקה',
    'upload-surfboard': 'העלאת גלשן',
    'my-surfboards': 'הגלשנים שלי',
    'sold-surfboards': 'גלשנים שנמכרו',
    archived: 'ארכיון',
    favorites: 'מועדפים',
    'my-services': 'השירותים שלי',
    notifications: 'התראות',
    settings: 'הגדרות',
  },
  adminMenu: {
    analytics: 'אנליטיקה',
    'surfboard-moderation': 'ניהול גלשנים',
    'service-moderation': 'ניהול שירותים',
    faq: 'שאלות נפוצות',
    categories: 'קטגוריות',
    models: 'דגמים',
    brands: 'מותגים',
    technologies: 'טכנולוגיות',
  },

  // ── Feature sections. Each feature keeps its strings under its own key. ──

  // Sign-in (login page, developer sign-in, Google errors)
  auth: {},

  // Profile area, personal details, settings, privacy
  profile: {},

  // Public profile /u/{slug}
  publicProfile: {},

  // Option labels shared by board lists, filters, forms and the admin (spec-1 §3)
  boardOptions: {
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
      beginner: 'מתחיל/ה',
      intermediate: 'בינוני/ת',
      advanced: 'מתקדם/ת',
      pro: 'מקצוען/ית',
    },
    moderationStatus: {
      pending: 'ממתין לאישור',
      approved: 'מאושר',
      rejected: 'נדחה',
      flagged: 'מסומן לבדיקה',
    },
    availability: { true: 'זמין', false: 'לא זמין' },
  },

  // Surfboard marketplace, read side: lists, search, board page, likes, favourites
  surfboards: {},

  // Surfboard marketplace, owner side: form, management, sold/archived, personal analytics
  surfboardsManage: {},

  // Surf-services directory, detail, wizard, my services, reviews
  services: {},

  // Wave forecast
  forecast: {},

  // Admin area
  admin: {},

  // Info pages: about, privacy, terms, contact, FAQ
  info: {},
} as const;

export type HebrewStrings = typeof he;
