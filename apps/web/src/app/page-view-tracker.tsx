import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notePageSeen } from '../lib/install-prompt';
import { countedAtBoot, sendPageView } from '../lib/page-view';

/** Sends a page-view event on each route change; never blocks or fails the page. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!countedAtBoot(pathname)) sendPageView(pathname);
    notePageSeen();
  }, [pathname]);
  return null;
}
