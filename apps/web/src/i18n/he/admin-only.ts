// The page a signed-in user who is not an admin sees at /admin (app/admin-only-page.tsx).

/** /admin for a signed-in account that is not an admin's. */
export const adminOnlyTexts = {
  title: 'האזור הזה מיועד למנהלי האתר',
  text: 'החשבון שאיתו התחברתם אינו חשבון מנהל, ולכן אין לו גישה לניהול האתר.',
  home: 'לדף הבית',
} as const;
