// The site's name, description and shortcuts (the web app manifest, the page without a script), in Hebrew.

export const siteTexts = {
  name: 'גלים – לוח גלשנים, שירותי גלישה ותחזית גלים',
  shortName: 'גלים',
  description: 'קונים ומוכרים גלשנים יד שנייה, מוצאים מדריכים, צלמים ומתקנים, ויודעים מתי יש גלים.',
  homeOnPhone: 'דף הבית של גלים בטלפון',
  homeWide: 'דף הבית של גלים במחשב',
  sellBoard: 'פרסום גלשן למכירה',
  sellBoardShort: 'פרסום גלשן',
  forecast: 'תחזית גלים',
  forecastShort: 'תחזית',
  noScript: 'כדי להשתמש בגלים יש להפעיל JavaScript בדפדפן.',
} as const;
