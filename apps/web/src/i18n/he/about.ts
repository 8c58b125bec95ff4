// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// The about page (apart from the other info pages' strings: a page's script carries its own).
export const aboutTexts = {
  title: 'אודות גלים',
  tabTitle: 'אודות',
  lead: 'גלים נולדה על החוף: מתוך הרצון לתת לקהילת הגלישה בישראל מקום אחד לקנות ולמכור גלשנים, למצוא מדריכים, צלמים ומתקנים, ולדעת מתי כדאי לצאת למים.',
  missionTitle: 'המשימה שלנו',
  mission:
    'להפוך את הגלישה בישראל לנגישה יותר: גלשן טוב במחיר הוגן, אנשי מקצוע שאפשר לסמוך עליהם, ותחזית שמדברת בשפה של גולשים. אנחנו מאמינים שכל גלשן שעומד במחסן יכול להביא מישהו חדש למים.',
  featuresTitle: 'מה תמצאו אצלנו',
  features: [
    {
      title: 'לוח גלשנים יד שנייה',
      text: 'מודעות מסודרות עם מידות, נפח, מצב ותמונות, חיפוש וסינון מהירים, ויצירת קשר ישירה עם המוכר בוואטסאפ או באימייל.',
    },
    {
      title: 'שירותי גלישה',
      text: 'מדריכי גלישה, צלמים ומתקני גלשנים מכל הארץ, עם מחירים, אזורי פעילות ופרטי קשר. הפרסום בחינם.',
    },
    {
      title: 'תחזית גלים',
      text: 'תחזית ל-7 ימים לחופי הגלישה מראש הנקרה ועד זיקים, עם ציון גלישה שמשקלל גובה גל, מחזור, כיוון ורוח.',
    },
  ],
  teamTitle: 'הצוות',
  team: [
    {
      name: 'עידו',
      role: 'מייסד שותף',
      text: 'גולש בחופי תל אביב מגיל 12, אחראי על המוצר והקהילה.',
    },
    {
      name: 'שירה',
      role: 'מייסדת שותפה',
      text: 'מהנדסת תוכנה וגולשת לונגבורד, אחראית על הטכנולוגיה ועל חוויית השימוש.',
    },
    {
      name: 'Claude',
      role: 'שותף בינה מלאכותית',
      text: 'עוזר לנו לכתוב קוד, לבדוק אותו ולנסח תכנים, כדי שצוות קטן יוכל לבנות אתר גדול.',
    },
  ],
  contactTitle: 'בואו נדבר',
  contactText: 'יש לכם רעיון, שאלה או הצעה לשיתוף פעולה? נשמח לשמוע מכם.',
  contactButton: 'ליצירת קשר',
} as const;
