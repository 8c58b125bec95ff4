// The share button of the board, service, public profile and forecast pages (issue 31).

export const shareTexts = {
  share: 'שיתוף',
  copied: 'הקישור הועתק',
  copyFailed: 'לא הצלחנו להעתיק את הקישור. אפשר להעתיק אותו מכאן.',
  options: 'אפשרויות שיתוף',
  link: 'הקישור לעמוד',
  whatsapp: 'שליחה בוואטסאפ',
  close: 'סגירה',
  board: (name: string, price: string) => `${name} ב־${price} בגלים`,
  service: (title: string) => `${title} בגלים`,
  forecast: (spot: string) => `תחזית הגלים ל${spot} בגלים`,
} as const;
