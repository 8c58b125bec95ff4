/**
 * Every text in a language table (i18n/), its functions called with sample arguments; a function
 * that needs real arguments (an object) gives none.
 */
export function tableTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') {
    try {
      tableTexts((value as (...a: unknown[]) => unknown)(2, 3, 4), out);
    } catch {
      // Needs real arguments: complete.test.ts checks such a function's source instead.
    }
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) tableTexts(v, out);
  }
  return out;
}
