import { useEffect, useRef } from 'react';
import { connectionTexts } from '../../i18n/he/shell';
import { Button } from './button';

/** How long after `beforeunload` the tab counts as leaving (a link that opens another app
 * leaves it where it is). */
const LEAVING_MS = 5_000;

/**
 * In place of what could not load for want of a connection (a page never opened before, an
 * answer never saved): says so, offers a retry, and retries by itself when the connection comes
 * back (the browser's `online` event, once `navigator.onLine` agrees).
 */
export function NeedsConnection({
  onRetry,
  level = 2,
}: {
  onRetry: () => void;
  /** 1 where it stands for the whole page. */
  level?: 1 | 2;
}) {
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => {
    // Only when the browser is really back online, and not while this tab is leaving for another
    // page: Chromium can fire `online` as that page loads (re-applying its network state), and a
    // reload then would cancel it and bring back the page the visitor was leaving.
    let leftAt = Number.NEGATIVE_INFINITY;
    const onLeave = () => {
      leftAt = performance.now();
    };
    const onOnline = () => {
      if (navigator.onLine && performance.now() - leftAt > LEAVING_MS) retry.current();
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <Heading className="text-xl font-bold text-slate-900">{connectionTexts.title}</Heading>
      <p className="text-slate-700">{connectionTexts.text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {connectionTexts.retry}
      </Button>
    </div>
  );
}
