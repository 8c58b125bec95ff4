import { useSyncExternalStore } from 'react';
import { appTexts } from '../i18n/he/shell';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says plainly that the page shows saved data and that writes wait for a connection. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => typeof navigator === 'undefined' || navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div role="status" className="bg-slate-800 text-white">
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm">{appTexts.offline}</p>
    </div>
  );
}
