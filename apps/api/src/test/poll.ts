/**
 * How long a test waits for work that happens out of its hands (a queued job, a push, a live
 * event): minutes, not seconds. The machines that run the tests are shared and at times slow; a
 * job that takes 50 ms alone took over 15 s in a full CI run, and a test that had given up by then
 * failed on a correct app.
 */
export const OUT_OF_HAND_MS = 90_000;

/**
 * Reads `read` until `done` holds for what it answered, at most `timeoutMs`, and returns the last
 * answer either way: the test's own expectations then say what was wrong.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = OUT_OF_HAND_MS, everyMs = 250 } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
