import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildUrl } from './api';
import { alertsKeys } from './queries/alerts-keys';
import { conversationKeys } from './queries/conversations';
import { sellerReviewKeys } from './queries/seller-reviews';
import { readStorage, STORAGE_KEYS } from './storage';

// Live updates of the signed-in user (GET /api/live, Server-Sent Events, decision 044): what
// happens for them elsewhere (a notification now, messages later) reaches the open app at once,
// not at the next minute's poll. Read with fetch, not EventSource: the stream is authenticated
// like every request (a bearer token, which EventSource cannot send). A dropped stream comes
// back by itself and resumes after the last event it had (Last-Event-ID): nothing is missed,
// nothing twice.

export interface LiveEvent {
  id: string;
  type: string;
  data: unknown;
}

/**
 * The whole events in `text` (a stream's text so far), and what follows the last of them (an
 * event still arriving). Comments (": ping") and `retry:` lines are not events.
 */
export function parseEvents(text: string): { events: LiveEvent[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveEvent[] = [];
  for (const block of blocks) {
    let id = '';
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (!data.length) continue;
    let parsed: unknown = data.join('\n');
    try {
      parsed = JSON.parse(parsed as string);
    } catch {
      // a text event stays text
    }
    events.push({ id, type, data: parsed });
  }
  return { events, rest };
}

export type StreamEnd = 'closed' | 'unauthorized' | 'failed';

/**
 * Reads the stream until it ends, the signal aborts it, or it cannot be opened. `onEvent` gets
 * each event in order; the caller keeps the last id to resume from.
 */
export async function readLiveStream(options: {
  lastEventId: string | null;
  signal: AbortSignal;
  onEvent: (event: LiveEvent) => void;
  fetchImpl?: typeof fetch;
}): Promise<StreamEnd> {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return 'unauthorized';
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    authorization: `Bearer ${token}`,
  };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  let res: Response;
  try {
    res = await (options.fetchImpl ?? fetch)(buildUrl('/api/live'), {
      headers,
      signal: options.signal,
      cache: 'no-store',
    });
  } catch {
    return 'failed';
  }
  if (res.status === 401) return 'unauthorized';
  if (!res.ok || !res.body) return 'failed';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'closed';
      buffer += decoder.decode(value, { stream: true });
      const { events, rest } = parseEvents(buffer);
      buffer = rest;
      for (const event of events) options.onEvent(event);
    }
  } catch {
    return options.signal.aborted ? 'closed' : 'failed';
  }
}

/** Waits before the next try: 1 s, doubling to 30 s while the server cannot be reached. */
const backoff = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

/**
 * Keeps the signed-in user's live stream open while the app is (`userId` null: closed), and
 * refreshes what each event changes.
 */
export function useLiveUpdates(userId: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof window === 'undefined') return;
    const stop = new AbortController();
    let lastEventId: string | null = null;
    let wake: (() => void) | null = null;
    const onOnline = () => wake?.();
    window.addEventListener('online', onOnline);

    const onEvent = (event: LiveEvent) => {
      if (event.id) lastEventId = event.id;
      if (event.type === 'notification') {
        void queryClient.invalidateQueries({ queryKey: alertsKeys.notifications });
      }
      // A message or a "seen" in one of my threads: the inbox and an open thread follow at once.
      if (event.type === 'conversation') {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
        // A notice of a board sold to me: the review I may now write.
        void queryClient.invalidateQueries({ queryKey: sellerReviewKeys.pending });
      }
    };

    void (async () => {
      let failures = 0;
      while (!stop.signal.aborted) {
        const started = Date.now();
        const end = await readLiveStream({ lastEventId, signal: stop.signal, onEvent });
        if (stop.signal.aborted || end === 'unauthorized') return;
        // A stream that stayed open a while was fine (its process restarted): the next try is at
        // once. One that failed or ended at once waits longer each time, never a tight loop.
        failures = end === 'closed' && Date.now() - started > 60_000 ? 0 : failures + 1;
        if (failures === 0) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, backoff(failures));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    })();

    return () => {
      stop.abort();
      wake?.();
      window.removeEventListener('online', onOnline);
    };
  }, [userId, queryClient]);
}
