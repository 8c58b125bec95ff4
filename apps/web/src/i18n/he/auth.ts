// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// Sign-in (login page, developer sign-in, Google errors)
export const authTexts = {
  title: 'כניסה לגלים',
  tabTitle: 'כניסה',
  subtitle: 'התחברו כדי לפרסם גלשנים, לשמור מועדפים ולנהל את הפרופיל שלכם.',
  agree: 'קראתי ואני מסכים/ה ל',
  terms: 'תנאי השימוש',
  and: ' ול',
  privacy: 'מדיניות הפרטיות',
  mustAgree: 'יש להסכים לתנאי השימוש כדי להתחבר',
  googleTitle: 'התחברות עם Google',
  googleNotConfigured:
    'ההתחברות עם Google עדיין לא הוגדרה בשרת הזה. מנהל האתר צריך להגדיר GOOGLE_CLIENT_ID.',
  signingIn: 'מתחבר...',
  securityTitle: 'החיבור שלכם מאובטח',
  securityNote:
    'אנחנו מקבלים מ-Google רק את השם, כתובת הדוא״ל ותמונת הפרופיל. איננו מקבלים את הסיסמה שלכם ולא נפרסם דבר בשמכם.',
  needHelp: 'נתקלתם בבעיה?',
  contactUs: 'צרו קשר',
  alreadySignedIn: (name: string) => `אתם מחוברים בתור ${name}.`,
  toProfile: 'לאזור האישי',
  toHome: 'לדף הבית',
  success: 'התחברתם בהצלחה!',
  dev: {
    title: 'כניסת מפתחים',
    badge: 'סביבת פיתוח בלבד',
    text: 'כניסה ללא Google, פעילה רק כש-DEV_LOGIN=true. בחרו משתמש הדגמה או הקלידו כתובת דוא״ל.',
    demoUsers: 'משתמשי הדגמה',
    demoAdmin: 'מנהלת',
    email: 'דוא״ל',
    name: 'שם (לא חובה)',
    signIn: 'כניסה',
    signInAs: (who: string) => `כניסה בתור ${who}`,
  },
  // Google login errors, in Hebrew.
  errors: {
    timeout: 'הבקשה ארכה יותר מדי. בדקו את החיבור ונסו שוב.',
    network: 'שגיאת רשת: לא ניתן להתחבר לשרת ההזדהות...',
    badRequest: (msg: string) => `בקשה לא תקינה: ${msg}`,
    failed: (msg: string) => `ההזדהות נכשלה: ${msg}`,
    forbidden: (msg: string) => `הגישה נדחתה: ${msg}`,
    blocked: 'החשבון שלכם נחסם על ידי מנהלי האתר. לבירור אפשר לכתוב לנו בעמוד "צור קשר".',
    otherGoogleAccount:
      'כתובת האימייל הזו שייכת לחשבון Google אחר. התחברו עם החשבון שאיתו נרשמתם לגלים.',
    notFound: 'שירות ההזדהות לא נמצא. נסו שוב מאוחר יותר.',
    server: 'אירעה שגיאת שרת. נסו שוב מאוחר יותר.',
    generic: 'ההזדהות נכשלה. נסו שוב.',
    googleCancelled: 'ההתחברות עם Google לא הושלמה. נסו שוב.',
  },
} as const;
