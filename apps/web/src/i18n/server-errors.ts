import type { TErrorCode } from '@galim/shared/common/errors';
import { SELLER_REVIEW_LIMITS } from '@galim/shared/seller-reviews/limits';
import { SERVICE_LIMITS } from '@galim/shared/services/options';

// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// What each API error code means to the person who met it (lib/error-text.ts). One text per
// code of the shared list, so that a new code cannot ship without its Hebrew. Loaded when an
// answer is an error, not with every page: what needs no answer (no connection, no answer in
// time) is worded in connection-errors.ts.
export const serverErrorsTexts: Record<TErrorCode, string> = {
  VALIDATION_ERROR: 'חלק מהפרטים אינם תקינים. בדקו אותם ונסו שוב.',
  UNAUTHORIZED: 'יש להתחבר מחדש',
  FORBIDDEN: 'אין לכם הרשאה לבצע פעולה זו.',
  NOT_FOUND: 'הפריט לא נמצא',
  CONFLICT: 'הפעולה אינה אפשרית במצב הנוכחי',
  PAYLOAD_TOO_LARGE: 'הקבצים גדולים מדי',
  UNSUPPORTED_MEDIA_TYPE: 'אפשר להעלות רק קובצי תמונה',
  RATE_LIMITED: 'יותר מדי בקשות. נסו שוב בעוד כמה דקות.',
  UPSTREAM_ERROR: 'השירות אינו זמין כרגע. נסו שוב מאוחר יותר.',
  DB_UNAVAILABLE: 'השירות אינו זמין לרגע. נסו שוב בעוד דקה.',
  SERVER_BUSY: 'השרת מעבד עכשיו הרבה העלאות והתמונות לא נשמרו. נסו לשלוח שוב בעוד כמה שניות.',
  INTERNAL_ERROR: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר.',

  ACCOUNT_BLOCKED: 'החשבון שלכם נחסם על ידי מנהלי האתר.',
  OTHER_GOOGLE_ACCOUNT: 'כתובת המייל הזו שייכת לחשבון Google אחר. התחברו עם החשבון ההוא.',
  SESSION_ENDED: 'החיבור הסתיים. יש להתחבר מחדש.',
  SESSION_REUSED: 'מטעמי אבטחה נותקת מכל המכשירים. יש להתחבר מחדש.',
  SESSION_REFRESHED: 'החיבור חודש זה עתה. נסו שוב.',
  SESSION_NOT_FOUND: 'החיבור לא נמצא',
  USER_NOT_FOUND: 'המשתמש לא נמצא',
  PROFILE_NOT_FOUND: 'הפרופיל לא נמצא',
  SLUG_TAKEN: 'השם הזה כבר תפוס',
  BLOCK_SELF: 'אי אפשר לחסום את החשבון שלכם',
  BLOCK_ADMIN: 'אי אפשר לחסום מנהל/ת. קודם יש להסיר את הכתובת מ-ADMIN_EMAILS.',

  BOARD_NOT_FOUND: 'המודעה לא נמצאה.',
  BOARD_ALREADY_SOLD: 'הגלשן כבר מסומן כנמכר',
  BOARD_ARCHIVED_CANNOT_SELL: 'אי אפשר לסמן כנמכר גלשן שנמצא בארכיון',
  BOARD_NOT_SOLD: 'הגלשן אינו מסומן כנמכר',
  BOARD_ALREADY_ARCHIVED: 'הגלשן כבר נמצא בארכיון',
  BOARD_SOLD_CANNOT_ARCHIVE: 'אי אפשר להעביר לארכיון גלשן שנמכר',
  BOARD_NOT_ARCHIVED: 'הגלשן אינו נמצא בארכיון',
  BOARD_NOT_PENDING: 'אפשר לאשר או לדחות רק גלשן שממתין לאישור',
  BOARD_ALREADY_FLAGGED: 'הגלשן כבר מסומן לבדיקה',
  MODERATION_NOTES_REQUIRED: 'יש לכתוב סיבה',

  IMAGES_TOO_LARGE: 'התמונות גדולות מדי. נסו תמונות קטנות יותר או פחות תמונות.',
  SERVICE_IMAGES_TOO_LARGE: `כל תמונה עד ${SERVICE_LIMITS.maxImageBytes / 1024 / 1024}MB, ועד ${SERVICE_LIMITS.maxImages} תמונות`,
  IMAGE_TOO_MANY_PIXELS: 'התמונה גדולה מדי: עד 50 מגה-פיקסל',
  IMAGE_UNREADABLE: 'הקובץ אינו תמונה שאפשר לקרוא (JPEG,‏ PNG,‏ WebP או HEIC)',
  IMAGE_DAMAGED: 'קובץ התמונה פגום ואי אפשר לקרוא אותו',
  IMAGE_NOT_FOUND: 'התמונה לא נמצאה',
  IMAGE_STORE_TIMEOUT: 'שמירת התמונות ארכה יותר מדי. נסו שוב.',
  UPLOAD_LIMIT: 'יותר מדי העלאות. המתינו 5 דקות (עד 10 העלאות ב-5 דקות).',

  BRAND_NOT_FOUND: 'המותג לא נמצא',
  MODEL_NOT_FOUND: 'הדגם לא נמצא',
  CATEGORY_NOT_FOUND: 'הקטגוריה לא נמצאה',
  TECHNOLOGY_NOT_FOUND: 'הטכנולוגיה לא נמצאה',
  REFERENCE_EXISTS: 'כבר קיים פריט בשם הזה',
  REFERENCE_IN_USE: 'אי אפשר למחוק: יש גלשנים שמשתמשים בפריט הזה',
  BRAND_HAS_MODELS: 'למותג יש דגמים. קודם יש למחוק או להעביר אותם.',

  SERVICE_NOT_FOUND: 'השירות לא נמצא',
  SERVICE_NOT_PENDING: 'אפשר לאשר או לדחות רק שירות שממתין לאישור',
  SERVICE_PRICE_OUT_OF_RANGE:
    'המחיר חורג מהטווח הסביר לשירות מסוג זה: אפשר לדחות אותו או לבקש מהספק לתקן',
  REVIEW_NOT_FOUND: 'הביקורת לא נמצאה',
  REVIEW_OWN_SERVICE: 'אי אפשר לכתוב ביקורת על השירות שלכם',
  REVIEW_EXISTS: 'כבר כתבתם ביקורת על השירות הזה. אפשר לערוך אותה.',
  REVIEW_NO_SALE: 'רק מי שנרשם בגלים כקונה של הגלשן יכול לכתוב ביקורת על המוכר',
  REVIEW_SELF: 'אי אפשר לכתוב ביקורת על עצמך',
  REVIEW_TOO_LATE: `אפשר לכתוב ביקורת על מוכר עד ${SELLER_REVIEW_LIMITS.windowDays} יום אחרי הקנייה`,
  SELLER_REVIEW_EXISTS: 'כבר כתבתם ביקורת על המוכר של הגלשן הזה',
  REVIEW_REPLY_EXISTS: 'כבר הגבת על הביקורת הזאת',

  CONVERSATION_NOT_FOUND: 'השיחה לא נמצאה',
  CONVERSATION_OWN_BOARD: 'אי אפשר לפתוח שיחה על גלשן שלכם',
  CONVERSATION_BLOCKED: 'אחד מכם חסם את השני, ולכן אי אפשר לשלוח הודעות ביניכם',
  USER_BLOCK_SELF: 'אי אפשר לחסום את עצמכם',
  CONVERSATION_CLOSED: 'אי אפשר לשלוח הודעה: הצד השני מחק את החשבון',
  CONVERSATION_LIMIT: 'פתחתם הרבה שיחות חדשות בשעה האחרונה. נסו שוב מאוחר יותר.',
  MESSAGE_LIMIT: 'שלחתם הרבה הודעות בדקה האחרונה. חכו רגע ונסו שוב.',
  OFFER_NOT_FOUND: 'ההצעה לא נמצאה',
  OFFER_NOT_OPEN: 'ההצעה כבר נענתה או שהוחלפה בהצעה חדשה',
  OFFER_OWN: 'אי אפשר לענות על הצעה שלכם. הצד השני עונה עליה.',
  OFFER_NOTHING_TO_COUNTER: 'אפשר להציע הצעה נגדית רק כשיש הצעה פתוחה בשיחה',
  OFFER_ALREADY_ACCEPTED: 'הצעה בשיחה הזו כבר התקבלה, והגלשן שמור',
  OFFER_BOARD_UNAVAILABLE: 'הגלשן לא מוצע למכירה כרגע, אי אפשר להציע עליו מחיר',
  OFFER_LIMIT: 'שלחתם הרבה הצעות בשעה האחרונה. נסו שוב מאוחר יותר.',
  BOARD_RESERVED: 'הגלשן שמור כרגע לקונה אחר. אפשר עדיין לכתוב למוכר.',
  SOLD_TO_NOT_A_BUYER: 'אפשר לבחור רק קונה שכתב לכם על הגלשן הזה בגלים',
  REPORT_NOT_FOUND: 'הדיווח לא נמצא',
  MESSAGE_NOT_FOUND: 'ההודעה לא נמצאה',
  FAQ_NOT_FOUND: 'השאלה לא נמצאה',

  NOTIFICATION_NOT_FOUND: 'ההתראה לא נמצאה',
  SAVED_SEARCH_NOT_FOUND: 'החיפוש השמור לא נמצא',
  SAVED_SEARCH_LIMIT: 'הגעת למספר המרבי של חיפושים שמורים. מחקו אחד כדי לשמור חדש.',
  SURF_ALERT_NOT_FOUND: 'התראת הגלים לא נמצאה',
  SURF_ALERT_LIMIT: 'הגעת למספר המרבי של התראות גלים. מחקו אחת כדי להוסיף חדשה.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'המכשיר לא רשום להתראות',
  PUSH_NOT_CONFIGURED: 'התראות לטלפון אינן זמינות כרגע',
  JOB_NOT_FOUND: 'המשימה לא נמצאה',
  LIVE_STREAMS_LIMIT: 'גלים פתוח ביותר מדי חלונות. סגרו אחד מהם כדי לקבל בו עדכונים.',

  SPOT_NOT_FOUND: 'החוף לא נמצא',
  NO_MARINE_DATA: 'תחזית ימית אינה זמינה למיקום זה, בחרו חוף אחר',
  FORECAST_UNAVAILABLE: 'שגיאה בטעינת התחזית',
  BEACH_REPORT_NOT_FOUND: 'הדיווח לא נמצא, אולי הוסר',
  BEACH_REPORT_TOO_SOON:
    'כבר דיווחתם על החוף הזה בחצי השעה האחרונה. אפשר לדווח עליו שוב בעוד כמה דקות.',
  BEACH_REPORT_IN_FUTURE: 'אי אפשר לדווח על מה שעוד לא ראיתם: הזמן שנשלח הוא בעתיד',
  BEACH_REPORT_TOO_OLD: 'אפשר לדווח רק על מה שראיתם בשלוש השעות האחרונות',
  BEACH_REPORT_PHOTO_NOT_IMAGE: 'הקובץ שנשלח אינו תמונה. אפשר לצרף תמונה מהמצלמה או מהגלריה',
  BEACH_REPORT_PHOTO_CLOSED: 'אפשר לצרף תמונה לדיווח פעם אחת, בחצי השעה שאחרי שליחתו',
  BEACH_REPORT_OWN: 'אי אפשר להודות על דיווח שלכם',
};
