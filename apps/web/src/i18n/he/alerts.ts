import type { TJobRunOutcome, TNotificationType } from '@galim/shared/alerts/schemas';

// Hebrew strings of the alerts (issue 16): notification centre, saved searches, surf alerts,
// push and the notification settings. Texts the issue gives are verbatim.

const minutes = (n: number) => (n === 1 ? 'לפני דקה' : `לפני ${n} דקות`);
const hours = (n: number) => (n === 1 ? 'לפני שעה' : n === 2 ? 'לפני שעתיים' : `לפני ${n} שעות`);
const days = (n: number) => (n === 1 ? 'אתמול' : n === 2 ? 'לפני יומיים' : `לפני ${n} ימים`);

/** "לפני 5 דקות" */
export function timeAgo(iso: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (s < 60) return 'עכשיו';
  if (s < 3600) return minutes(Math.floor(s / 60));
  if (s < 86400) return hours(Math.floor(s / 3600));
  return days(Math.floor(s / 86400));
}

export const alertsTexts = {
  centre: {
    title: 'התראות',
    empty: 'אין התראות עדיין',
    emptyText:
      'כאן יופיעו התראות על גלשנים שמתאימים לחיפושים ששמרתם, ירידות מחיר, גלים טובים ועדכונים על המודעות שלכם.',
    markAll: 'סימון הכול כנקרא',
    markRead: 'סימון כנקרא',
    unread: 'לא נקראה',
    loadMore: 'טען עוד',
    error: 'לא הצלחנו לטעון את ההתראות',
    badge: (n: number) => (n === 1 ? 'התראה אחת שלא נקראה' : `${n} התראות שלא נקראו`),
  },
  types: {
    // Every kind of listing (issue 53): a board, a wetsuit, fins…
    'saved-search-match': 'מודעה לחיפוש ששמרתם',
    'price-drop': 'ירידת מחיר',
    'board-approved': 'מודעה שאושרה',
    'board-rejected': 'מודעה שלא אושרה',
    'service-approved': 'שירות שאושר',
    'service-rejected': 'שירות שלא אושר',
    'new-review': 'ביקורת חדשה',
    'surf-alert': 'התראת גלים',
    'report-acted': 'דיווח שטופל',
    'board-question': 'שאלה על מודעה שלכם',
    'question-answered': 'תשובה לשאלה ששאלתם',
    message: 'הודעות על מודעות',
    'listing-expiring': 'מודעה שעומדת לפוג',
  } satisfies Record<TNotificationType, string>,
  settings: {
    title: 'התראות',
    text: 'בחרו אילו התראות יופיעו במרכז ההתראות ואילו יישלחו גם כהתראה למכשיר.',
    type: 'סוג',
    inApp: 'באפליקציה',
    push: 'במכשיר',
    quietTitle: 'שעות שקטות',
    quietEnabled: 'לא לשלוח התראות למכשיר בשעות השקטות (שעון ישראל)',
    quietFrom: 'מ-',
    quietTo: 'עד',
    quietNote: 'בשעות השקטות ההתראות ממתינות עד הבוקר. במרכז ההתראות הן מופיעות מיד.',
    save: 'שמירת ההגדרות',
    saved: 'ההגדרות נשמרו',
    error: 'לא הצלחנו לשמור את ההגדרות',
    devicesTitle: 'מכשירים עם התראות',
    devicesEmpty: 'ההתראות למכשיר לא מופעלות באף מכשיר.',
    thisDevice: 'המכשיר הזה',
    removeDevice: 'הסרה',
    since: (date: string) => `מאז ${date}`,
  },
  jobs: {
    title: 'משימות רקע',
    name: 'משימה',
    lastRun: 'ריצה אחרונה',
    result: 'תוצאה',
    failures: 'כישלונות',
    runs: 'ריצות',
    never: 'טרם רצה',
    ok: 'הצליחה',
    failed: 'נכשלה',
    runNow: 'הרצה עכשיו',
    running: 'רצה...',
    /** What "run now" ended with (the API's outcome of the run). */
    ran: {
      completed: 'המשימה הסתיימה בהצלחה',
      failed: 'המשימה נכשלה',
      retry: 'המשימה נכשלה, והיא תורץ שוב מעצמה בעוד כמה שניות',
      cancelled: 'המשימה בוטלה',
      timeout: 'המשימה עדיין רצה. התוצאה תופיע כאן כשתסתיים',
    } satisfies Record<TJobRunOutcome, string>,
    details: 'פרטים',
    /** A run's result in words, per job (from its result JSON). */
    outcome: {
      notified: {
        zero: 'לא נשלחו התראות',
        one: 'נשלחה התראה אחת',
        two: 'נשלחו שתי התראות',
        other: 'נשלחו # התראות',
      },
      alertsChecked: {
        one: 'נבדקה התראת גלים אחת',
        two: 'נבדקו שתי התראות גלים',
        other: 'נבדקו # התראות גלים',
      },
      spotsFailed: {
        one: 'לא התקבלה תחזית לחוף אחד',
        two: 'לא התקבלה תחזית לשני חופים',
        other: 'לא התקבלה תחזית ל־# חופים',
      },
      searchesSkipped: {
        one: 'חיפוש שמור אחד דולג',
        two: 'שני חיפושים שמורים דולגו',
        other: '# חיפושים שמורים דולגו',
      },
      sent: {
        zero: 'לא נשלחו הודעות למכשירים',
        one: 'נשלחה הודעה אחת למכשיר',
        two: 'נשלחו שתי הודעות למכשירים',
        other: 'נשלחו # הודעות למכשירים',
      },
      removed: {
        one: 'מנוי אחד שפג הוסר',
        two: 'שני מנויים שפגו הוסרו',
        other: '# מנויים שפגו הוסרו',
      },
      pushFailed: {
        one: 'שליחה אחת נכשלה',
        two: 'שתי שליחות נכשלו',
        other: '# שליחות נכשלו',
      },
      reminded: {
        zero: 'אין מודעות שעומדות לפוג בשבוע הקרוב בלי תזכורת',
        one: 'נשלחה תזכורת "עדיין למכירה?" למוכר אחד',
        two: 'נשלחו תזכורות "עדיין למכירה?" לשני מוכרים',
        other: 'נשלחו # תזכורות "עדיין למכירה?"',
      },
      hashed: {
        zero: 'לכל התמונות כבר יש טביעה',
        one: 'נוספה טביעה לתמונה אחת',
        two: 'נוספו טביעות לשתי תמונות',
        other: 'נוספו טביעות ל־# תמונות',
      },
      flat: {
        one: 'תמונה אחת בלי פרטים להשוואה',
        two: 'שתי תמונות בלי פרטים להשוואה',
        other: '# תמונות בלי פרטים להשוואה',
      },
      missingFiles: {
        one: 'קובץ של תמונה אחת חסר באחסון',
        two: 'הקבצים של שתי תמונות חסרים באחסון',
        other: 'הקבצים של # תמונות חסרים באחסון',
      },
      reasons: {
        'not public': 'המודעה אינה מפורסמת',
        'changed or hidden': 'המחיר השתנה שוב או שהמודעה הוסתרה',
        'push disabled': 'שליחת ההתראות למכשירים כבויה',
        gone: 'ההתראה כבר לא קיימת',
      } as Record<string, string>,
      failed: (why: string) => `נכשלה: ${why}`,
      errors: {
        DB_UNAVAILABLE: 'מסד הנתונים לא היה זמין',
        DB_ERROR: 'שגיאה במסד הנתונים',
        JOB_TIMEOUT: 'המשימה לא הסתיימה בזמן',
      } as Record<string, string>,
    },
    names: {
      'surf-alerts': 'התראות גלים',
      'saved-search-matches': 'התאמות לחיפושים שמורים',
      'price-drop': 'ירידות מחיר',
      push: 'שליחת התראות למכשירים',
      'photo-hashes': 'טביעות לתמונות ישנות (זיהוי העתקות)',
      'live-events-prune': 'מחיקת עדכונים חיים בני יותר מיום',
      'listing-expiry': 'תזכורות "עדיין למכירה?" למודעות שפוגות בשבוע הקרוב',
      'board-search-text': 'עדכון החיפוש בגלשנים אחרי שינוי שם של מותג, דגם, קטגוריה או טכנולוגיה',
      'search-text-rebuild': 'עדכון החיפוש בכל הגלשנים והשירותים אחרי גרסה חדשה של האתר',
    } as Record<string, string>,
  },
};
