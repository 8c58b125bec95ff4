import type {
  BEACH_REPORT_REPORT_REASONS,
  TMessageReportReason,
  TSellerReviewReportReason,
  TServiceReportReason,
  TSurfboardReportReason,
} from '@galim/shared/reports/schemas';

// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// 'Report a problem' on a board or a service (components/reports)
export const reportsTexts = {
  button: 'דיווח על בעיה',
  title: {
    service: 'דיווח על בעיה בשירות',
    surfboard: 'דיווח על בעיה במודעה',
    message: 'דיווח על הודעה',
    seller_review: 'דיווח על ביקורת',
    beach_report: 'דיווח על דיווח מהחוף',
  },
  reason: 'סיבת הדיווח',
  choose: 'בחירת סיבה',
  reasonRequired: 'יש לבחור סיבת דיווח',
  reasons: {
    service: {
      inaccurate: 'מידע שגוי או מטעה',
      spam: 'ספאם או פרסום',
      offensive: 'תוכן פוגעני',
      unreachable: 'לא ניתן ליצור קשר',
      other: 'אחר',
    } satisfies Record<TServiceReportReason, string>,
    surfboard: {
      copied_photos: 'תמונות מועתקות',
      price_too_good: 'מחיר טוב מכדי להיות אמיתי',
      // Any kind of listing is reported with these (issue 53): the words name none.
      sold: 'הפריט כבר נמכר',
      not_a_surfboard: 'לא מה שהמודעה מתארת',
      offensive: 'תוכן פוגעני',
      other: 'אחר',
    } satisfies Record<TSurfboardReportReason, string>,
    message: {
      scam: 'ניסיון הונאה: בקשת תשלום מראש או פרטים אישיים',
      harassment: 'הטרדה או שפה פוגענית',
      spam: 'ספאם או פרסום',
      other: 'אחר',
    } satisfies Record<TMessageReportReason, string>,
    seller_review: {
      false: 'הביקורת לא נכונה או לא על קנייה אמיתית',
      offensive: 'תוכן פוגעני',
      private_details: 'חושפת פרטים אישיים',
      other: 'אחר',
    } satisfies Record<TSellerReviewReportReason, string>,
    beach_report: {
      false: 'הדיווח לא נכון',
      offensive: 'תוכן או תמונה פוגעניים',
      private_details: 'חושף פרטים אישיים או אנשים בתמונה',
      other: 'אחר',
    } satisfies Record<(typeof BEACH_REPORT_REPORT_REASONS)[number], string>,
  },
  text: 'פרטים נוספים',
  textRequired: 'פרטים נוספים (חובה כשבוחרים "אחר")',
  send: 'שליחת דיווח',
  sent: 'הדיווח נשלח, תודה! צוות גלים יבדוק אותו.',
  /** After reporting a message: the moderator now reads this thread (and only because of it). */
  messageSent: 'הדיווח נשלח. צוות גלים יקרא את השיחה הזו כדי לבדוק אותו.',
  failed: 'שליחת הדיווח נכשלה',
  login: 'יש להתחבר כדי לדווח',
} as const;
