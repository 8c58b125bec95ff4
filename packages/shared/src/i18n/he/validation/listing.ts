// The gear publish form's own messages (issue 53): where a board's would name the board, a
// wetsuit's or a leash's name the item. Every other rule of gear's common fields is the board's.

/** Publishing a listing of a kind other than boards. */
export const LISTING_MESSAGES = {
  titleMin: 'הכותרת חייבת להכיל לפחות 5 תווים',
  titleMax: 'הכותרת יכולה להכיל עד 100 תווים',
  conditionRequired: 'יש לבחור את מצב הפריט',
} as const;
