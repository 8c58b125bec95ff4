import type { TSurfWindow } from '@galim/shared/alerts/schemas';
import { numberRange } from '@galim/shared/format-number';

// Hebrew strings of the buttons and dialogs that set up alerts (issue 16): saving a search on
// the board list, a surf alert on the forecast, and the offer of push on this device. Apart
// from the notification centre's and settings' strings (alerts.ts), which those pages load.

export const alertDialogsTexts = {
  savedSearch: {
    button: 'שמירת חיפוש והתראה',
    dialogTitle: 'שמירת חיפוש והתראה',
    nameLabel: 'שם לחיפוש (לא חובה)',
    explain: 'נודיע לכם כשיתפרסם גלשן חדש שמתאים לסינון הנוכחי.',
    saved: 'החיפוש נשמר. נודיע לכם על גלשנים חדשים שמתאימים.',
    error: 'לא הצלחנו לשמור את החיפוש',
    limit: 'אפשר לשמור עד 20 חיפושים',
    listTitle: 'חיפושים שמורים',
    listEmpty: 'אין חיפושים שמורים. שומרים חיפוש מעמוד הגלשנים.',
    remove: (name: string) => `הסרת החיפוש ${name}`,
    open: 'לתוצאות',
  },
  surfAlert: {
    button: 'התראת גלים',
    dialogTitle: (spot: string) => `התראת גלים: ${spot}`,
    minStars: 'מינימום כוכבים',
    days: 'באילו ימים',
    dayNames: ['היום', 'מחר', 'מחרתיים', 'בעוד 3 ימים'],
    window: 'שעות',
    anyTime: `כל היום (${numberRange('05:00', '20:00')})`,
    windows: {
      dawn: `שחר (${numberRange('05:00', '09:00')})`,
      morning: `בוקר (${numberRange('09:00', '12:00')})`,
      afternoon: `צהריים (${numberRange('12:00', '17:00')})`,
      evening: `ערב (${numberRange('17:00', '20:00')})`,
    } satisfies Record<TSurfWindow, string>,
    saved: 'ההתראה נשמרה. נודיע לכם כשהגלים יגיעו.',
    error: 'לא הצלחנו לשמור את ההתראה',
    limit: 'אפשר לשמור עד 10 התראות גלים',
    listTitle: 'התראות גלים',
    listEmpty: 'אין התראות גלים. מגדירים התראה מעמוד התחזית.',
    describe: (spot: string, stars: number) => `${spot}: ${'★'.repeat(stars)} ומעלה`,
    remove: (spot: string) => `הסרת התראת הגלים ל${spot}`,
  },
  push: {
    promptTitle: 'לקבל התראות גם כשהאפליקציה סגורה?',
    promptText: 'נשלח התראה למכשיר הזה כשהגלים מגיעים או כשמתפרסם גלשן שחיפשת.',
    enable: 'הפעלת התראות במכשיר הזה',
    notNow: 'לא עכשיו',
    enabled: 'התראות הופעלו במכשיר הזה',
    denied: 'הדפדפן חוסם התראות לאתר. אפשר לשנות זאת בהגדרות הדפדפן.',
    unsupported: 'הדפדפן הזה לא תומך בהתראות דחיפה.',
    error: 'לא הצלחנו להפעיל התראות',
  },
} as const;
