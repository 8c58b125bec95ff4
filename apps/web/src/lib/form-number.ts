// A number input's value in a form's state (react-hook-form's `setValueAs`): forms hold
// numbers, not the text typed, so what they check and send is already a number.

/**
 * The typed text as a number: null when empty (react-hook-form then empties the input on a
 * reset; undefined would keep the old text), NaN for text that is not a number, for the
 * schema to word like any other wrong number.
 */
export const num = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
    ? null
    : Number(v);
