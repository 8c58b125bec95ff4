// The shape of a shared table in another language (decision 052), as the web's
// i18n/translation.ts is for its own tables: the Hebrew table's keys and arguments, any
// wording, so a text missing in a language fails the type check.

/** `T` with every text widened to `string`: the Hebrew table's shape without its words. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { -readonly [K in keyof T]: Translation<T[K]> }
      : T;
