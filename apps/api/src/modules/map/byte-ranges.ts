// HTTP range requests and conditional requests (RFC 9110 §13 and §14) for one file of a known
// size, ETag and modification time: which answer a request gets, decided before any byte is read.

/** What is known of the file without reading it. */
export interface FileFacts {
  size: number;
  /** A strong entity tag, quoted (`"…"`). */
  etag: string;
  lastModified: Date;
}

/** The request headers that decide the answer (Node's lower-case names). */
export interface RangeRequestHeaders {
  range?: string;
  'if-range'?: string;
  'if-match'?: string;
  'if-none-match'?: string;
  'if-modified-since'?: string;
  'if-unmodified-since'?: string;
}

export type RangeDecision =
  | { status: 200 }
  | { status: 206; start: number; end: number }
  | { status: 304 }
  | { status: 412 }
  | { status: 416; reason: 'invalid' | 'unsatisfiable' };

/** At most this many ranges are looked at in one header; a longer list is refused as invalid. */
const MAX_RANGES = 16;
/** A Range header longer than this is refused as invalid without being read. */
const MAX_HEADER = 1_000;

/** Entity tags in an If-Match / If-None-Match list (`*` as itself). */
function entityTags(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Weak comparison (If-None-Match): `W/"x"` and `"x"` are the same. */
const weakMatch = (a: string, b: string) => a.replace(/^W\//, '') === b.replace(/^W\//, '');

/** Strong comparison (If-Match, If-Range): both strong and the same. */
const strongMatch = (a: string, b: string) => !a.startsWith('W/') && a === b;

/** An HTTP date, to the second; null when it is not one. */
function httpDate(value: string | undefined): number | null {
  if (!value || value.length > 64) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The first satisfiable range of a `bytes=` header, as inclusive offsets; `invalid` when the
 * header is not a well-formed byte-range set, `unsatisfiable` when no range starts inside the
 * file, null when the unit is not bytes (the header is then ignored, as RFC 9110 says).
 */
export function parseByteRange(
  header: string,
  size: number,
): { start: number; end: number } | 'invalid' | 'unsatisfiable' | null {
  const equals = header.indexOf('=');
  if (equals < 0) return 'invalid';
  if (header.slice(0, equals).trim().toLowerCase() !== 'bytes') return null;
  const specs = header.slice(equals + 1).split(',');
  if (specs.length > MAX_RANGES || header.length > MAX_HEADER) return 'invalid';
  let first: { start: number; end: number } | null = null;
  for (const raw of specs) {
    const spec = raw.trim();
    // Any number of digits: a last byte past the end is cut at the end, however far past.
    const match = /^(\d*)-(\d*)$/.exec(spec);
    if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
    const [, from = '', to = ''] = match;
    let start: number;
    let end: number;
    if (from === '') {
      // A suffix: the last N bytes (all of a shorter file); `-0` asks for nothing.
      const length = Number(to);
      if (length === 0) continue;
      start = Math.max(0, size - length);
      end = size - 1;
    } else {
      start = Number(from);
      if (to !== '' && Number(to) < start) return 'invalid';
      end = Math.min(to === '' ? size - 1 : Number(to), size - 1);
    }
    if (start >= size) continue;
    first ??= { start, end };
  }
  return first ?? 'unsatisfiable';
}

/**
 * The answer to a GET or HEAD of the file, in RFC 9110's order: If-Match, If-Unmodified-Since
 * (412), If-None-Match, If-Modified-Since (304), then Range with If-Range (206, 416) — or the
 * whole file (200). Only GET has ranges; HEAD ignores the Range header.
 */
export function decideRange(
  method: string,
  headers: RangeRequestHeaders,
  file: FileFacts,
): RangeDecision {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    const tags = entityTags(ifMatch);
    if (!tags.includes('*') && !tags.some((tag) => strongMatch(tag, file.etag))) {
      return { status: 412 };
    }
  } else {
    const since = httpDate(headers['if-unmodified-since']);
    if (since !== null && seconds(file.lastModified) > since) return { status: 412 };
  }

  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = entityTags(ifNoneMatch);
    if (tags.includes('*') || tags.some((tag) => weakMatch(tag, file.etag))) return { status: 304 };
  } else {
    const since = httpDate(headers['if-modified-since']);
    if (since !== null && seconds(file.lastModified) <= since) return { status: 304 };
  }

  const range = headers.range;
  if (method !== 'GET' || range === undefined) return { status: 200 };
  const ifRange = headers['if-range']?.trim();
  if (ifRange !== undefined) {
    // The range only if the client's copy is this one; otherwise the whole (new) file.
    const same =
      ifRange.startsWith('"') || ifRange.startsWith('W/')
        ? strongMatch(ifRange, file.etag)
        : httpDate(ifRange) === seconds(file.lastModified);
    if (!same) return { status: 200 };
  }
  const parsed = parseByteRange(range, file.size);
  if (parsed === null) return { status: 200 };
  if (typeof parsed === 'string') return { status: 416, reason: parsed };
  return { status: 206, ...parsed };
}
