// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// 'Report a problem' on a board or a service (components/reports)
export const heReports = {
  button: 'דיווח על בעיה',
  title: { service: 'דיווח על בעיה בשירות', surfboard: 'דיווח על בעיה במודעה' },
  reason: 'סיבת הדיווח',
  reasons: {
    service: {
      inaccurate: 'מידע שגוי או מטעה',
      spam: 'ספאם או פרסום',
      inappropriate: 'תוכן לא הולם',
      unreachable: 'לא ניתן ליצור קשר',
      other: 'אחר',
    },
    surfboard: {
      sold: 'הגלשן כבר נמכר',
      inaccurate: 'מידע שגוי או מטעה',
      scam: 'חשד להונאה',
      inappropriate: 'תוכן לא הולם',
      other: 'אחר',
    },
  },
  text: 'פרטים נוספים',
  send: 'שליחת דיווח',
  sent: 'הדיווח נשלח, תודה! צוות גלים יבדוק אותו.',
  failed: 'שליחת הדיווח נכשלה',
  login: 'יש להתחבר כדי לדווח',
} as const;
