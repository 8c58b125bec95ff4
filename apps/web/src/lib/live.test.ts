import { describe, expect, it } from 'vitest';
import { parseEvents, readLiveStream, type LiveEvent } from './live';

// The live stream's reader (decision 044): events as the server writes them, split however the
// network cuts the bytes, and resumed after the last one it had.

describe('the live stream', () => {
  it('reads whole events and keeps the one still arriving', () => {
    const { events, rest } = parseEvents(
      'retry: 3000\n\n: ping\n\nid: 7\nevent: notification\ndata: {"title":"המוכר ענה"}\n\nid: 8\nevent: noti',
    );
    expect(events).toEqual([{ id: '7', type: 'notification', data: { title: 'המוכר ענה' } }]);
    expect(rest).toBe('id: 8\nevent: noti');
  });

  it('gives every event once, in order, however the bytes arrive', async () => {
    const text =
      'retry: 3000\n\nid: 1\nevent: notification\ndata: {"n":1}\n\nid: 2\nevent: notification\ndata: {"n":2}\n\n';
    const bytes = new TextEncoder().encode(text);
    // Cut into 5-byte pieces: inside ids, names and Hebrew letters.
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 5) pieces.push(bytes.slice(i, i + 5));
    const seen: LiveEvent[] = [];
    let asked: Headers | undefined;
    localStorage.setItem('galim.token', 't0ken');
    const end = await readLiveStream({
      lastEventId: '0',
      signal: new AbortController().signal,
      onEvent: (e) => seen.push(e),
      fetchImpl: async (_url, init) => {
        asked = new Headers(init?.headers);
        return new Response(
          new ReadableStream({
            start(controller) {
              for (const piece of pieces) controller.enqueue(piece);
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        );
      },
    });
    expect(end).toBe('closed');
    expect(seen.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(asked?.get('authorization')).toBe('Bearer t0ken');
    expect(asked?.get('last-event-id')).toBe('0');
    localStorage.clear();
  });

  it('stops for good when the session is refused, and is not opened without one', async () => {
    const refused = await readLiveStream({
      lastEventId: null,
      signal: new AbortController().signal,
      onEvent: () => {},
      fetchImpl: async () => new Response('', { status: 401 }),
    });
    expect(refused).toBe('unauthorized');
  });
});
