// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

// The API's English error messages and codes, as users read them (lib/error-text.ts). Loaded
// when an answer is an error, not with every page: what needs no answer (no connection, no
// answer in time) is worded in connection-errors.ts.
export const heServerErrors = {
  messages: {
    'Surfboard not found': 'המודעה לא נמצאה.',
    'User not found': 'המשתמש לא נמצא',
    'Brand not found': 'המותג לא נמצא',
    'Category not found': 'הקטגוריה לא נמצאה',
    'Model not found': 'הדגם לא נמצא',
    'Technology not found': 'הטכנולוגיה לא נמצאה',
    'Report not found': 'הדיווח לא נמצא',
    'Message not found': 'ההודעה לא נמצאה',
    'Authentication required': 'יש להתחבר מחדש',
    'You are not authorized to perform this action.': 'אין לך הרשאה לבצע פעולה זו.',
    'Surfboard is already marked as sold': 'הגלשן כבר מסומן כנמכר',
    'An archived surfboard cannot be marked as sold': 'אי אפשר לסמן כנמכר גלשן שנמצא בארכיון',
    'Surfboard is not marked as sold': 'הגלשן אינו מסומן כנמכר',
    'Surfboard is already archived': 'הגלשן כבר נמצא בארכיון',
    'A sold surfboard cannot be archived': 'אי אפשר להעביר לארכיון גלשן שנמכר',
    'Surfboard is not archived': 'הגלשן אינו נמצא בארכיון',
    'A reason (notes) is required': 'יש לכתוב סיבה',
    'Only pending surfboards can be approved or rejected':
      'אפשר לאשר או לדחות רק גלשן שממתין לאישור',
    'This surfboard is already flagged': 'הגלשן כבר מסומן לבדיקה',
    'Only a pending service can be approved or rejected':
      'אפשר לאשר או לדחות רק שירות שממתין לאישור',
    'You cannot review your own service': 'אי אפשר לכתוב ביקורת על השירות שלך',
    'You already reviewed this service; edit your review instead':
      'כבר כתבת ביקורת על השירות הזה. אפשר לערוך אותה.',
    'Too many requests, please try again later': 'יותר מדי בקשות. נסו שוב בעוד כמה דקות.',
    'Internal server error': 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר.',
    'You cannot block your own account': 'אי אפשר לחסום את החשבון שלך',
    'An administrator cannot be blocked; remove them from ADMIN_EMAILS first':
      'אי אפשר לחסום מנהל/ת. קודם יש להסיר את הכתובת מ-ADMIN_EMAILS.',
    'Session not found': 'החיבור לא נמצא',
  },
  byCode: {
    UNAUTHORIZED: 'יש להתחבר מחדש',
    FORBIDDEN: 'אין לך הרשאה לבצע פעולה זו.',
    ACCOUNT_BLOCKED: 'החשבון שלך נחסם על ידי מנהלי האתר.',
    NOT_FOUND: 'הפריט לא נמצא',
    CONFLICT: 'הפעולה אינה אפשרית במצב הנוכחי',
    PAYLOAD_TOO_LARGE: 'הקבצים גדולים מדי',
    UNSUPPORTED_MEDIA_TYPE: 'אפשר להעלות רק קובצי תמונה',
    RATE_LIMITED: 'יותר מדי בקשות. נסו שוב בעוד כמה דקות.',
    UPSTREAM_ERROR: 'השירות אינו זמין כרגע. נסו שוב מאוחר יותר.',
    DB_UNAVAILABLE: 'השירות אינו זמין לרגע. נסו שוב בעוד דקה.',
    INTERNAL_ERROR: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר.',
    VALIDATION_ERROR: 'חלק מהפרטים אינם תקינים. בדקו אותם ונסו שוב.',
  },
} as const;
