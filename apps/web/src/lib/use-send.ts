import { useState } from 'react';

/**
 * A form's send: busy while it goes, and the server's refusal as the form shows it. `run`
 * resolves once sent (the form usually closes then) and keeps the form open with the error
 * when it failed; a second send while one is under way does nothing.
 */
export function useSend<T>(send: (value: T) => Promise<unknown>) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(value: T) {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await send(value);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setSending(false);
    }
  }
  return { sending, error, setError, run };
}
