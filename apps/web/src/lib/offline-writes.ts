import { ApiError, apiOrThrow } from './api';
import { OFFLINE_WRITES_KEY, onOfflineWrites, storeOfflineWrites } from './offline-writes-signal';
import { readJson } from './storage';

// Writes made without a connection wait here, in localStorage, until it returns: they survive
// leaving the page, a reload and closing the app, and are sent once (on `online` and at the
// next app start, see app/offline-writes.tsx; lib/offline-writes-signal.ts wakes it). Only writes that name the state they want belong
// here (like / unlike, not "toggle"): sending one late, or twice, cannot undo anything.
// Chromium's background sync would send them with no page open, but it exists in one engine
// only; this queue is what works everywhere (docs/decisions/030).

export { forgetWrites, OFFLINE_WRITES_KEY } from './offline-writes-signal';

export interface OfflineWrite {
  /** One pending write per thing (`like:<boardId>`): a later write of it replaces the earlier. */
  key: string;
  method: 'PATCH' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The state this write sets (shown meanwhile as if saved). */
  value: unknown;
  /** The state before the first write of the key: a write back to it cancels them both. */
  before: unknown;
  /** Whose write it is: sent only with that user's session. */
  userId: string;
  /** Said once it is sent (in the language of the page that queued it). */
  sentMessage: string;
  /** Query keys to refetch once it is sent. */
  refresh: readonly (readonly unknown[])[];
  queuedAt: number;
}

export type QueueResult = 'queued' | 'cancelled';

const listeners = new Set<() => void>();
let snapshot: OfflineWrite[] | null = null;

function read(): OfflineWrite[] {
  if (snapshot) return snapshot;
  const stored = readJson<OfflineWrite[]>(OFFLINE_WRITES_KEY);
  snapshot = Array.isArray(stored) ? stored : [];
  return snapshot;
}

let writing = false;

function write(next: OfflineWrite[]): void {
  snapshot = next;
  writing = true;
  try {
    storeOfflineWrites(next.length ? JSON.stringify(next) : null);
  } finally {
    writing = false;
  }
}

// Written here (kept in memory too, for a browser that cannot store it), by another tab, or
// cleared at sign-out: the shown state follows.
onOfflineWrites(() => {
  if (!writing) snapshot = null;
  for (const listener of listeners) listener();
});

/** Re-reads storage (another tab may have changed it). */
function reload(): OfflineWrite[] {
  snapshot = null;
  return read();
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a write for later. A write of a key already waiting replaces it; one that brings the
 * state back to what it was before the first (like, then unlike) removes it: nothing is sent.
 */
export function queueWrite(entry: Omit<OfflineWrite, 'queuedAt'>, now = Date.now()): QueueResult {
  const all = reload();
  const earlier = all.find((w) => w.key === entry.key && w.userId === entry.userId);
  const rest = all.filter((w) => w !== earlier);
  const before = earlier ? earlier.before : entry.before;
  if (same(entry.value, before)) {
    write(rest);
    return 'cancelled';
  }
  write([...rest, { ...entry, before, queuedAt: now }]);
  return 'queued';
}

/** The state a waiting write of this key will set, or undefined when none waits. */
export function pendingValue(key: string, userId: string | null | undefined): unknown {
  if (!userId) return undefined;
  return read().find((w) => w.key === key && w.userId === userId)?.value;
}

export function pendingWrites(userId?: string): OfflineWrite[] {
  const all = read();
  return userId ? all.filter((w) => w.userId === userId) : all;
}

export function subscribeWrites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What sending one write came to: sent, to try again later, or refused for good. */
export type SendOutcome = 'sent' | 'retry' | 'drop';

const CONNECTION = new Set(['OFFLINE', 'NETWORK', 'TIMEOUT']);

export async function sendWrite(entry: OfflineWrite): Promise<SendOutcome> {
  try {
    await apiOrThrow(entry.path, {
      method: entry.method,
      ...(entry.body === undefined ? {} : { body: entry.body }),
    });
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'retry';
    if (CONNECTION.has(error.code ?? '') || error.status === 0 || error.status >= 500) {
      return 'retry';
    }
    // Refused (the board was removed, the session ended): sending it again would not help.
    return 'drop';
  }
}

let flushing: Promise<OfflineWrite[]> | null = null;

/**
 * Sends the user's waiting writes, oldest first, each once: one flush at a time in this tab,
 * and across tabs under a Web Lock where the browser has them. Stops at the first that cannot
 * reach the server (still offline); what was sent is returned.
 */
export function flushWrites(
  userId: string,
  send: (entry: OfflineWrite) => Promise<SendOutcome> = sendWrite,
): Promise<OfflineWrite[]> {
  if (flushing) return flushing;
  const run = async () => {
    const done: OfflineWrite[] = [];
    for (;;) {
      const next = reload().find((w) => w.userId === userId);
      if (!next) break;
      const outcome = await send(next);
      if (outcome === 'retry') break;
      // Removed only if it was not replaced meanwhile (a newer write of the key waits its turn).
      write(reload().filter((w) => !(w.key === next.key && w.queuedAt === next.queuedAt)));
      if (outcome === 'sent') done.push(next);
    }
    return done;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const started = locks ? (async () => await locks.request('galim-offline-writes', run))() : run();
  const current = started.finally(() => {
    flushing = null;
  });
  flushing = current;
  return current;
}
