import { formatInches, formatLength, ltr } from '@galim/shared/surfboards/sizes';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { agree, kindWords } from './kind-words';
// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// A board's page: photos, specs, seller and contact
export const boardDetailTexts = {
  notFound: 'המודעה לא נמצאה.',
  backToList: 'לכל הגלשנים',
  back: 'חזרה',
  gallery: 'גלריית תמונות',
  photo: (n: number, total: number) => `תמונה ${n} מתוך ${total}`,
  showPhoto: (n: number) => `הצגת תמונה ${n}`,
  openFullScreen: 'הצגה במסך מלא',
  fullScreenTitle: 'תמונות הגלשן',
  closeFullScreen: 'סגירת התצוגה',
  next: 'התמונה הבאה',
  previous: 'התמונה הקודמת',
  noPhotos: 'אין תמונות לגלשן הזה',
  description: 'תיאור',
  noDescription: 'המוכר לא הוסיף תיאור.',
  specs: 'מפרט',
  spec: {
    length: 'אורך',
    width: 'רוחב',
    thickness: 'עובי',
    volume: 'נפח',
    finSetup: 'מספר סנפירים',
    finSystem: 'מערכת סנפירים',
    category: 'קטגוריה',
    technology: 'טכנולוגיה',
    skillLevel: 'רמת גולש',
    color: 'צבע',
    location: 'מיקום',
    views: 'צפיות',
  },
  units: {
    feet: (n: number) => ltr(formatLength(n)),
    inches: (n: number) => ltr(formatInches(n)),
    litres: (n: number) => `${n} ליטר`,
  },
  seller: 'המוכר',
  publishedOn: (date: string) => `פורסם: ${date}`,
  /** The last price change, a drop (issue 55); `when` as formatDate writes it ("לפני 3 ימים"). */
  priceDropped: (from: string, to: string, when: string) =>
    `ירד מ-${from} ל-${to} ${/^\d+\/\d+\/\d+$/.test(when) ? `ב-${when}` : when}`,
  contact: 'יצירת קשר עם המוכר',
  contactIntro: 'אפשר גם לפנות ישירות. שימו לב: מחוץ לגלים אין לנו איך לעזור אם משהו משתבש.',
  showContact: 'הצג פרטי קשר',
  showingContact: 'טוענים…',
  contactHidden: 'המוכר בחר לא להציג פרטי קשר. אפשר לשלוח לו הודעה כאן.',
  contactFailed: 'לא הצלחנו להציג את פרטי הקשר: ',
  call: 'התקשרות',
  whatsapp: 'שליחת הודעה בוואטסאפ',
  whatsappDisabled: 'למוכר אין מספר טלפון',
  email: 'שליחת מייל',
  /** The message and e-mail a buyer starts with, naming the listing by its kind (issue 53). */
  whatsappMessage: (title: string, url: string, kind: TListingKind = 'board') =>
    `היי, ראיתי את ${kindWords[kind].the} "${title}" באתר גלים ואשמח לשמוע ${agree(kind, 'עליו', 'עליה', 'עליהם')} עוד. ${url}`,
  emailSubject: (title: string, kind: TListingKind = 'board') =>
    `התעניינות ב${kindWords[kind].the.slice(1)} "${title}" (גלים)`,
  emailBody: (title: string, url: string, kind: TListingKind = 'board') =>
    `שלום,\n\nראיתי את ${kindWords[kind].the} "${title}" באתר גלים ואשמח לשמוע ${agree(kind, 'עליו', 'עליה', 'עליהם')} עוד.\n${url}\n\nתודה!`,
  notPublic: 'המודעה אינה מוצגת לציבור כרגע.',
  sold: 'נמכר',
  soldNote: 'הגלשן הזה כבר נמכר. אולי תמצאו גלשן דומה ברשימה.',
  soldOn: (date: string) => `תאריך מכירה: ${date}`,
  similar: 'לגלשנים למכירה',
} as const;
