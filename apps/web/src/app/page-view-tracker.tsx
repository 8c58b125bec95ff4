import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readStorage, STORAGE_KEYS } from '../lib/storage';

/** Sends a page-view event on each route change (spec-1 §7); never blocks or fails the page. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    const token = readStorage(STORAGE_KEYS.token);
    void fetch('/api/events', {
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ type: 'page_view', path: pathname }),
    }).catch(() => undefined);
  }, [pathname]);
  return null;
}
