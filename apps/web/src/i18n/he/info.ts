// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// Info pages: contact, FAQ, and what every info page shows (about: about.ts; privacy and
// terms: legal.ts)
export const infoTexts = {
  breadcrumbHome: 'ראשי',
  faq: {
    title: 'שאלות נפוצות',
    intro: 'כל מה שרציתם לדעת על קנייה ומכירה של גלשנים, שירותי גלישה ותחזית הגלים.',
    empty: 'אין כרגע שאלות נפוצות.',
    notFound: 'לא מצאתם תשובה?',
    footerText: 'כתבו לנו ונחזור אליכם בהקדם.',
    mailUs: (email: string) => `כתבו ל-${email}`,
    toContact: 'לטופס יצירת הקשר',
  },
  contact: {
    title: 'צור קשר',
    intro: 'שאלה, הצעה או תקלה? נשמח לשמוע. אנחנו עונים בדרך כלל תוך יום עבודה.',
    form: 'טופס יצירת קשר',
    type: 'סוג הפנייה',
    types: {
      general: 'שאלה כללית',
      support: 'תמיכה טכנית',
      business: 'שיתוף פעולה עסקי',
      feedback: 'משוב ובקשות',
      report: 'דיווח על בעיה',
    },
    chooseType: 'בחרו סוג פנייה',
    name: 'שם מלא',
    email: 'אימייל',
    subject: 'נושא',
    message: 'הודעה',
    messageCount: (n: number, max: number) =>
      `${n.toLocaleString('he-IL')} מתוך ${max.toLocaleString('he-IL')} תווים`,
    send: 'שליחת ההודעה',
    sending: 'שולח...',
    success: 'ההודעה נשלחה בהצלחה!',
    failed: 'שליחת ההודעה נכשלה: ',
    rateLimited: 'שלחתם כמה הודעות בזמן קצר. נסו שוב בעוד שעה, או כתבו לנו ישירות באימייל.',
    details: 'פרטי התקשרות',
    emailLabel: 'אימייל',
    phoneLabel: 'טלפון',
    faqLink: 'אולי התשובה כבר נמצאת בשאלות הנפוצות',
    required: 'שדה חובה',
  },
} as const;
