// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// Shops and dealers (/stores)
export const storesTexts = {
  title: 'חנויות וסוחרים',
  text: 'גלשנים שמוכרות חנויות גלישה ומשווקים מכל הארץ.',
  shops: 'חנויות',
  dealers: 'משווקים',
  sellerKind: 'סוג המוכר',
  repairTitle: 'צריכים תיקון לגלשן?',
  repairText: 'מתקני גלשנים מקצועיים לכל סוגי הנזקים: שברים, חדירות מים וסנפירים.',
  repairLink: 'לשירותי תיקון גלשנים',
} as const;
