/**
 * The one rule for text that users send: well-formed Unicode without NUL. PostgreSQL cannot
 * store NUL (U+0000) in `text` or `jsonb`, and `jsonb` refuses half a surrogate pair (a lone
 * "\ud800", which JSON can carry as an escape while UTF-8 cannot; in `text` it would silently
 * become U+FFFD). A value breaking it is refused at the boundary with a field message rather
 * than failing deep in a query or being stored altered. The API applies it to every body,
 * query string, path parameter and multipart text field, and to what a route reads out of
 * them (JSON inside a multipart field); forms can use `isStorableText` on their own.
 */
// In `u` mode a paired surrogate is one code point, so \p{Cs} matches only a lone half.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Paths (dotted, like validation details) of every string or key in `value` that cannot be
 * stored. Walks plain objects and arrays only; stops descending past `maxDepth`.
 */
export function findUnstorableText(value: unknown, prefix: string, maxDepth = 32): string[] {
  const found: string[] = [];
  const walk = (v: unknown, path: string, depth: number) => {
    if (typeof v === 'string') {
      if (!isStorableText(v)) found.push(path);
      return;
    }
    if (v === null || typeof v !== 'object' || depth > maxDepth) return;
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [key, child] of entries) {
      const childPath = `${path}.${key}`;
      if (!isStorableText(key)) found.push(childPath);
      else walk(child, childPath, depth + 1);
    }
  };
  walk(value, prefix, 0);
  return found;
}
