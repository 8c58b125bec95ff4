// The shape of a table in another language (decision 051). Each language has a folder of its
// own (`i18n/en/`) holding a file for every Hebrew table here, with the same exports; the build
// of that language reads its folder instead of this one, so a page carries one language only.
// A table in another language is typed `Translation<typeof hebrew>`: the same keys and the same
// arguments, any wording, so a text missing in English fails the type check.

/** `T` with every text widened to `string`: the Hebrew table's shape without its words. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { -readonly [K in keyof T]: Translation<T[K]> }
      : T;
