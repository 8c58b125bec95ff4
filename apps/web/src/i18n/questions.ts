// Questions to a seller: the board page's form and the profile's questions page.

import { plural } from './plural';

export const heQuestions = {
  title: 'שאלה למוכר',
  intro: 'שאלו את המוכר על הגלשן. התשובה תגיע אליכם בהתראות, ורק אתם והמוכר רואים אותה.',
  label: 'השאלה שלך',
  placeholder: 'למשל: יש בו תיקונים? אפשר לראות אותו בסוף השבוע?',
  send: 'שליחת שאלה',
  sending: 'שולחים…',
  sent: 'השאלה נשלחה למוכר. נודיע לך כשיענה.',
  tooShort: 'כתבו שאלה של שני תווים לפחות',
  signIn: 'התחברות ושאלה למוכר',
  signInText: 'רוצים לשאול משהו על הגלשן? התחברו, שאלו כאן, והתשובה תגיע אליכם בהתראות.',
  yours: 'השאלות שלך על הגלשן',
  waiting: 'ממתינה לתשובה',
  sellerAnswer: 'תשובת המוכר',
  ownBoard: 'קונים יכולים לשאול אותך שאלות על הגלשן הזה. התשובות נשלחות מעמוד השאלות.',
  ownBoardLink: 'לשאלות על הגלשנים שלי',
  page: {
    title: 'שאלות על גלשנים',
    received: 'שאלות שקיבלתי',
    asked: 'שאלות ששאלתי',
    emptyReceived: 'עדיין לא שאלו אותך על הגלשנים שלך',
    emptyReceivedText: 'כשקונים ישאלו על גלשן שלכם, השאלה תופיע כאן ותקבלו התראה.',
    emptyAsked: 'עדיין לא שאלת מוכרים',
    emptyAskedText: 'בעמוד של כל גלשן אפשר לשאול את המוכר שאלה.',
    waitingCount: (n: number) =>
      plural(n, {
        one: 'שאלה אחת ממתינה לתשובה',
        two: 'שתי שאלות ממתינות לתשובה',
        other: '# שאלות ממתינות לתשובה',
      }),
    askedBy: (name: string) => `שאלה מ${name}`,
    answerLabel: 'התשובה שלך',
    answerHint: 'התשובה נשלחת רק למי ששאל. אפשר לענות פעם אחת.',
    answerSend: 'שליחת תשובה',
    answered: 'התשובה נשלחה',
    yourAnswer: 'התשובה שלך',
    error: 'לא הצלחנו לטעון את השאלות',
    tooShort: 'כתבו תשובה של שני תווים לפחות',
  },
} as const;
