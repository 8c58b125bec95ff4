// Conversations about a board (issue 43): the board page's message to the seller, the inbox
// and a thread. The user is addressed in the plural, as everywhere.

import { plural } from './plural';

export const heConversations = {
  board: {
    title: 'הודעה למוכר',
    intro: 'כתבו למוכר על הגלשן. רק אתם והמוכר רואים את השיחה, והתשובות מגיעות אליכם בהתראות.',
    label: 'ההודעה שלכם',
    placeholder: 'למשל: יש בו תיקונים? אפשר לראות אותו בסוף השבוע?',
    send: 'שליחת הודעה',
    sent: 'ההודעה נשלחה למוכר',
    signIn: 'התחברות ושליחת הודעה למוכר',
    signInText: 'רוצים לשאול משהו על הגלשן? התחברו וכתבו למוכר כאן.',
    ownBoard: 'קונים יכולים לכתוב לכם על הגלשן הזה. השיחות נמצאות בהודעות.',
    ownBoardLink: 'להודעות שלי',
    continue: 'לשיחה עם המוכר',
    earlier: 'כבר כתבתם למוכר על הגלשן הזה.',
  },
  inbox: {
    title: 'הודעות',
    empty: 'עדיין אין שיחות',
    emptyText: 'בעמוד של כל גלשן אפשר לכתוב למוכר. כשקונים יכתבו לכם על גלשן, השיחה תופיע כאן.',
    error: 'לא הצלחנו לטעון את השיחות',
    unread: (n: number) =>
      plural(n, {
        one: 'הודעה אחת שלא נקראה',
        two: 'שתי הודעות שלא נקראו',
        other: '# הודעות שלא נקראו',
      }),
    you: 'אתם: ',
    buyer: 'קונה',
    seller: 'מוכר',
    boardGone: 'הגלשן הוסר',
    someone: 'משתמש שמחק את החשבון',
  },
  thread: {
    back: 'לכל ההודעות',
    loadOlder: 'להודעות קודמות',
    loading: 'טוענים את השיחה…',
    error: 'לא הצלחנו לטעון את השיחה',
    notFound: 'השיחה לא נמצאה',
    notFoundText: 'ייתכן שהקישור שגוי, או שהשיחה אינה שלכם.',
    label: 'הודעה',
    send: 'שליחה',
    sending: 'שולחים…',
    seen: 'נקרא',
    deleted: 'הודעה נמחקה',
    mine: 'אתם',
    status: { available: 'זמין', sold: 'נמכר', unavailable: 'לא מוצג כרגע' },
    aboutBoard: 'על הגלשן',
    tooShort: 'כתבו הודעה',
    tooLong: (max: number) => `אפשר לכתוב עד ${max} תווים`,
  },
} as const;
