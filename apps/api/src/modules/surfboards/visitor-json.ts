import type { Language } from '@galim/shared/i18n/languages';
import { ZListing } from '@galim/shared/listings/form';
import { ZSurfboard } from '@galim/shared/surfboards/schemas';
import { fastSerializer } from '../../lib/fast-json';
import type { BoardRow } from './repo';
import { serializeBoard, serializeListing } from './serialize';

// A visitor's page of listings or boards written from each row's own JSON (decision 068): a
// list no one asked before is mostly listings other lists showed a moment ago, whose rows the
// read cache keeps by id. Each row's JSON is made once per shape and language and kept with the
// row object, so a new page costs its walk and a join of bytes, not a serialization of twenty
// listings. The bytes are those of the route's serializer (visitor-json.test.ts holds them
// equal, as list-json.test.ts does the boards').

/** How a row is written in a page: a listing of /api/listings, or a board of /api/surfboards. */
export type RowShape = 'listings' | 'boards';

const listingJson = fastSerializer(ZListing);
const boardJson = fastSerializer(ZSurfboard);

/** Each shape's row, written as the page's serializer writes each row of its list. */
const WRITERS: Record<RowShape, (row: BoardRow, language: Language) => string> = {
  listings: (row, language) => listingJson(serializeListing(row, null, language)),
  boards: (row, language) => boardJson(serializeBoard(row, null, undefined, undefined, language)),
};

/** What a visitor's JSON of a row says until a clock reaches `until` (ms since 1970). */
interface Made {
  /** The JSON's UTF-8 bytes, in a buffer of their own (not a slice of a shared pool). */
  bytes: Buffer;
  until: number;
}

/** By row: by shape and language (`listings he`). */
const made = new WeakMap<BoardRow, Map<string, Made>>();

/**
 * Until when a visitor's answer of a row holds: it says whether the reservation holds and the
 * term has ended, so it is made again when either's time comes. A term whose clock is paused
 * moves with the clock, so that answer is never kept.
 */
function heldUntil(b: BoardRow['board'], now: number): number {
  if (b.clockPausedAt) return now;
  let until = Infinity;
  for (const edge of [b.expiresAt.getTime(), b.reservedUntil?.getTime()]) {
    if (edge !== undefined && edge > now && edge < until) until = edge;
  }
  return until;
}

function utf8(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** A row as a visitor reads it in a page of `shape`, in `language`: its JSON's UTF-8 bytes. */
export function visitorRowJson(
  row: BoardRow,
  shape: RowShape,
  language: Language,
  now = Date.now(),
): Buffer {
  const key = `${shape} ${language}`;
  let byKey = made.get(row);
  const kept = byKey?.get(key);
  if (kept && now < kept.until) return kept.bytes;
  const bytes = utf8(WRITERS[shape](row, language));
  if (!byKey) made.set(row, (byKey = new Map()));
  byKey.set(key, { bytes, until: heldUntil(row.board, now) });
  return bytes;
}

const COMMA = Buffer.from(',');

/**
 * A visitor's page, as UTF-8 bytes: `envelope` is the route's JSON of the page with an empty
 * list of `shape` (its totals and page numbers), the rows' JSON put where that list is.
 */
export function visitorPageJson(
  envelope: string,
  shape: RowShape,
  rows: BoardRow[],
  language: Language,
): Buffer {
  const empty = `"${shape}":[]`;
  const at = envelope.lastIndexOf(empty);
  if (at < 0) throw new Error(`the page has no list of ${shape}`);
  const now = Date.now();
  const parts: Buffer[] = [Buffer.from(`${envelope.slice(0, at)}"${shape}":[`)];
  for (const [i, row] of rows.entries()) {
    if (i) parts.push(COMMA);
    parts.push(visitorRowJson(row, shape, language, now));
  }
  parts.push(Buffer.from(`]${envelope.slice(at + empty.length)}`));
  return Buffer.concat(parts);
}
