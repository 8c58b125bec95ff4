import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from './api';
import {
  flushWrites,
  forgetWrites,
  OFFLINE_WRITES_KEY,
  type OfflineWrite,
  pendingValue,
  pendingWrites,
  queueWrite,
  sendWrite,
  subscribeWrites,
} from './offline-writes';

const like = (boardId: string, value: boolean, userId = 'u1') => ({
  key: `like:${boardId}`,
  method: 'PATCH' as const,
  path: `/api/surfboards/${boardId}/${value ? 'like' : 'unlike'}`,
  value,
  before: !value,
  userId,
  sentMessage: 'נשלח',
  refresh: [['surfboards', boardId]],
});

beforeEach(() => {
  localStorage.clear();
  forgetWrites();
});
afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('offline writes queue', () => {
  it('keeps a write in storage, where a reload finds it, and tells who listens', () => {
    const heard = vi.fn();
    const stop = subscribeWrites(heard);
    expect(queueWrite(like('b1', true))).toBe('queued');
    stop();
    expect(heard).toHaveBeenCalled();
    expect(pendingValue('like:b1', 'u1')).toBe(true);
    // Another user on the same phone does not see it.
    expect(pendingValue('like:b1', 'u2')).toBeUndefined();
    const stored = JSON.parse(localStorage.getItem(OFFLINE_WRITES_KEY)!) as OfflineWrite[];
    expect(stored.map((w) => w.path)).toEqual(['/api/surfboards/b1/like']);
  });

  it('a like then an unlike of one board cancel out; a later write replaces an earlier', () => {
    queueWrite(like('b1', true));
    expect(queueWrite(like('b1', false))).toBe('cancelled');
    expect(pendingWrites('u1')).toEqual([]);
    expect(localStorage.getItem(OFFLINE_WRITES_KEY)).toBeNull();

    // Liked already: unlike, like again, unlike again = one unlike.
    queueWrite(like('b2', false));
    queueWrite(like('b2', true));
    queueWrite(like('b2', false));
    expect(pendingWrites('u1').map((w) => w.path)).toEqual(['/api/surfboards/b2/unlike']);
  });

  it('sends each waiting write once, oldest first, and only the user’s own', async () => {
    queueWrite(like('b1', true), 1);
    queueWrite(like('b2', true), 2);
    queueWrite(like('b3', true, 'u2'), 3);
    const send = vi.fn(async (_entry: OfflineWrite) => 'sent' as const);
    // Two flushes at once (the `online` event and the app start) send each write once.
    const [a, b] = await Promise.all([flushWrites('u1', send), flushWrites('u1', send)]);
    expect(send.mock.calls.map(([w]) => w.path)).toEqual([
      '/api/surfboards/b1/like',
      '/api/surfboards/b2/like',
    ]);
    expect(a.map((w) => w.key)).toEqual(['like:b1', 'like:b2']);
    expect(b).toBe(a);
    expect(await flushWrites('u1', send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(pendingWrites().map((w) => w.userId)).toEqual(['u2']);
  });

  it('keeps what could not get through for the next try, and drops what the server refused', async () => {
    queueWrite(like('b1', true), 1);
    queueWrite(like('b2', true), 2);
    expect(await flushWrites('u1', async () => 'retry')).toEqual([]);
    expect(pendingWrites('u1')).toHaveLength(2);
    const outcomes = ['drop', 'sent'] as const;
    let i = 0;
    const sent = await flushWrites('u1', async () => outcomes[i++]!);
    expect(sent.map((w) => w.key)).toEqual(['like:b2']);
    expect(pendingWrites('u1')).toEqual([]);
  });

  it('tells a connection failure or a server fault (retry) from a refusal (drop)', async () => {
    const entry = { ...like('b1', true), queuedAt: 1 };
    const answer = (status: number) => async () =>
      new Response(JSON.stringify({ success: status < 400, error: 'x', code: 'X' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    setApiTransport(answer(200));
    expect(await sendWrite(entry)).toBe('sent');
    setApiTransport(answer(503));
    expect(await sendWrite(entry)).toBe('retry');
    setApiTransport(answer(404));
    expect(await sendWrite(entry)).toBe('drop');
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendWrite(entry)).toBe('retry');
  });
});
