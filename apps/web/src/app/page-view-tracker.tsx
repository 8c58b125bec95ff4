import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { countedAtBoot, sendPageView } from '../lib/page-view';

/** Sends a page-view event on each route change; never blocks or fails the page. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!countedAtBoot(pathname)) sendPageView(pathname);
  }, [pathname]);
  return null;
}
