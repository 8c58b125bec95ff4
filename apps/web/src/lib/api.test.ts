import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler, whileRotatingToken } from './api';
import { STORAGE_KEYS } from './storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setUnauthorizedHandler(null);
  });

  it('returns {success, data, status} and unwraps `data`', async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, { success: true, data: [{ title: 'Lost' }] }));
    expect(await api('/api/brands')).toEqual({
      success: true,
      status: 200,
      data: [{ title: 'Lost' }],
    });
  });

  it("asks the API to answer in the page's language, Hebrew in the Hebrew build", async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, { success: true, data: [] }));
    await api('/api/brands');
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('accept-language')).toBe('he');
  });

  it('returns the error in Hebrew, with the server message, code and status, without throwing', async () => {
    vi.mocked(fetch).mockResolvedValue(
      json(404, { success: false, error: 'Brand not found', code: 'BRAND_NOT_FOUND' }),
    );
    expect(await api('/api/brands/x')).toMatchObject({
      success: false,
      status: 404,
      error: 'המותג לא נמצא',
      serverError: 'Brand not found',
      code: 'BRAND_NOT_FOUND',
    });
  });

  it('words unknown failures in Hebrew by their code, English validation messages too', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(
      json(409, { success: false, error: 'Some new rule', code: 'CONFLICT' }),
    );
    expect((await api('/api/x')).error).toBe('הפעולה אינה אפשרית במצב הנוכחי');
    vi.mocked(fetch).mockResolvedValueOnce(
      json(400, {
        success: false,
        error: 'Invalid body.price: Too small',
        code: 'VALIDATION_ERROR',
      }),
    );
    const invalid = await api('/api/x');
    expect(invalid.error).toBe('חלק מהפרטים אינם תקינים. בדקו אותם ונסו שוב.');
    expect(invalid.serverError).toBe('Invalid body.price: Too small');
    vi.mocked(fetch).mockResolvedValueOnce(
      json(400, { success: false, error: 'יש למלא נושא', code: 'VALIDATION_ERROR' }),
    );
    expect((await api('/api/x')).error).toBe('יש למלא נושא');
  });

  it('keeps the server reason on sign-in calls, whose screens word it themselves', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(
      json(401, { success: false, error: 'Token expired', code: 'UNAUTHORIZED' }),
    );
    expect((await api('/api/users/google-login', { body: {} })).error).toBe('Token expired');
  });

  it('sends the stored bearer token and JSON bodies', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok123');
    vi.mocked(fetch).mockResolvedValue(json(201, { success: true, data: {} }));
    await api('/api/brands', { body: { title: 'Pyzel' } });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok123');
    expect(init?.body).toBe('{"title":"Pyzel"}');
  });

  it('gives up after 30 s with a timeout result', async () => {
    vi.useFakeTimers();
    vi.mocked(fetch).mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = api('/api/slow');
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ success: false, status: 0, code: 'TIMEOUT' });
  });

  it('reports a network failure', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await api('/api/x')).toMatchObject({ success: false, status: 0, code: 'NETWORK' });
  });

  it('calls the 401 handler for a signed-in call, but not for sign-in calls', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.mocked(fetch).mockImplementation(async () =>
      json(401, { success: false, error: 'Authentication required', code: 'UNAUTHORIZED' }),
    );
    await api('/api/auth/validate');
    await api('/api/users/google-login', { body: {} });
    expect(handler).not.toHaveBeenCalled();
    await api('/api/surfboards/favorites');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('holds requests while the token rotates, then sends them with the new token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    let finishRefresh!: () => void;
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input) === '/api/auth/refresh') {
        await new Promise<void>((resolve) => (finishRefresh = resolve));
        localStorage.setItem(STORAGE_KEYS.token, 'new');
      }
      return json(200, { success: true, data: [] });
    });
    const rotation = whileRotatingToken(() => api('/api/auth/refresh', { method: 'POST' }));
    const meanwhile = api('/api/surfboards/mine');
    await vi.waitFor(() => expect(finishRefresh).toBeTypeOf('function'));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    finishRefresh();
    await rotation;
    await meanwhile;
    const [, init] = vi.mocked(fetch).mock.calls[1]!;
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer new');
  });

  it('resends a call refused because another tab rotated the token, without signing out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    vi.mocked(fetch)
      .mockImplementationOnce(async () => {
        localStorage.setItem(STORAGE_KEYS.token, 'rotated-elsewhere');
        return json(401, {
          success: false,
          error: 'Authentication required',
          code: 'UNAUTHORIZED',
        });
      })
      .mockResolvedValueOnce(json(200, { success: true, data: { ok: true } }));
    const res = await api('/api/surfboards/mine');
    expect(res).toMatchObject({ success: true, data: { ok: true } });
    expect(handler).not.toHaveBeenCalled();
    const [, init] = vi.mocked(fetch).mock.calls[1]!;
    expect((init!.headers as Record<string, string>).authorization).toBe(
      'Bearer rotated-elsewhere',
    );
  });

  describe('an upload the server is too busy to take (503 SERVER_BUSY, Retry-After)', () => {
    const busy = (seconds: number) =>
      new Response(
        JSON.stringify({ success: false, error: 'The server is busy', code: 'SERVER_BUSY' }),
        {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': `${seconds}` },
        },
      );
    const form = () => {
      const body = new FormData();
      body.append('title', 'Big photo');
      return body;
    };

    it('is sent again by itself after the Retry-After, and its success returned', async () => {
      vi.useFakeTimers();
      vi.mocked(fetch)
        .mockResolvedValueOnce(busy(3))
        .mockResolvedValueOnce(busy(5))
        .mockResolvedValueOnce(json(201, { success: true, data: { _id: 'b1' } }));
      const body = form();
      const pending = api('/api/surfboards', { method: 'POST', body, busyRetryMs: 120_000 });
      await vi.advanceTimersByTimeAsync(2_999);
      expect(fetch).toHaveBeenCalledTimes(1); // not before the server said
      await vi.advanceTimersByTimeAsync(1_001);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await pending).toMatchObject({ success: true, status: 201, data: { _id: 'b1' } });
      expect(fetch).toHaveBeenCalledTimes(3);
      // The same form each time: nothing the user chose is lost.
      for (const [, init] of vi.mocked(fetch).mock.calls) expect(init?.body).toBe(body);
    });

    it('gives up with the busy answer when the next try would pass the limit', async () => {
      vi.useFakeTimers();
      vi.mocked(fetch).mockImplementation(() => Promise.resolve(busy(30)));
      const pending = api('/api/surfboards', { method: 'POST', body: form(), busyRetryMs: 60_000 });
      await vi.advanceTimersByTimeAsync(62_000);
      expect(await pending).toMatchObject({
        success: false,
        status: 503,
        code: 'SERVER_BUSY',
        retryAfterSeconds: 30,
      });
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('is answered at once to a call that did not ask to wait', async () => {
      vi.mocked(fetch).mockResolvedValueOnce(busy(3));
      expect(await api('/api/surfboards', { method: 'POST', body: form() })).toMatchObject({
        status: 503,
        code: 'SERVER_BUSY',
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
