import { formatPriceRange } from '@galim/shared/format';
import type { TSkillLevel } from '@galim/shared/surfboards/options';
import { numberRange } from '@galim/shared/format-number';

// Strings of the price estimate, the price badge and "boards that fit me".

const levelPhrase: Record<TSkillLevel, string> = {
  beginner: 'מתחילים',
  intermediate: 'ביניים',
  advanced: 'מתקדמים',
  expert: 'מומחים',
};

export const boardInsights = {
  price: {
    range: (low: number, high: number, basedOn: number) =>
      `גלשנים דומים נמכרו ב־${formatPriceRange(low, high)} (לפי ${basedOn} גלשנים)`,
    notEnough: (basedOn: number) =>
      basedOn === 0
        ? 'אין עדיין גלשנים דומים להערכת מחיר'
        : `אין עדיין מספיק גלשנים דומים להערכת מחיר (נמצאו ${basedOn})`,
    loading: 'בודקים מחירים של גלשנים דומים…',
    good: 'מחיר טוב',
    high: 'מעל טווח השוק',
    showRange: 'הצגת טווח המחירים',
  },
  fit: {
    board: (min: number, max: number, level: TSkillLevel) =>
      `מתאים לגולשים של ${numberRange(min, max)} ק״ג ברמת ${levelPhrase[level]}`,
    toggle: 'מתאים לי',
    toggleHint: (kg: number, level: TSkillLevel) => `לפי ${kg} ק״ג ורמת ${levelPhrase[level]}`,
    setUp: 'כדי לראות גלשנים שמתאימים לכם, ספרו לנו מה המשקל והרמה שלכם',
    level: 'רמת גלישה',
    save: 'שמירה והצגת גלשנים מתאימים',
    private: 'פרטי: נשמר בחשבון שלכם בלבד ולא מוצג לאחרים',
    weightError: (min: number, max: number) => `יש להזין משקל במספר שלם בין ${min} ל־${max} ק״ג`,
    signIn: 'התחברו כדי לראות גלשנים שמתאימים לכם',
  },
  profile: {
    section: 'התאמת גלשנים (פרטי, לא מוצג לאחרים)',
    weight: 'משקל (ק״ג)',
  },
};
