import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The new page's heading: one the page marks as where the eye goes (`data-page-heading`: a spot
 * picked on the forecast), the section's own page inside the profile and admin areas, else the h1.
 */
function pageHeading(): HTMLElement | null {
  const marked = document.querySelector<HTMLElement>('main [data-page-heading]');
  if (marked) return marked;
  const section = document.querySelector('main [data-page]');
  return section
    ? section.querySelector<HTMLElement>('h1,h2')
    : document.querySelector<HTMLElement>('main h1');
}

/**
 * After a client-side move to another page, focus goes to its heading, so a screen reader reads
 * where it is (instead of starting again from <body>). Not on the first load, nor on the
 * redirects that complete it, nor when only the search changes (a filter keeps its focus).
 * A page whose heading comes with its data is waited for, unless focus has moved meanwhile.
 */
export function PageFocus() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(pathname);
  const moved = useRef(false);
  const shown = useRef(pathname);
  // Another page opens at its top, redirects too (signing in goes on to the page asked for with
  // a replace, which the focus below skips): the browser keeps the last page's offset otherwise.
  // Back and forward keep the browser's own restoring; an anchor scrolls to its target.
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, type, hash]);
  useEffect(() => {
    moved.current ||= type !== 'REPLACE' && pathname !== first.current;
    if (!moved.current) return;
    const from = document.activeElement;
    let frame = 0;
    const deadline = Date.now() + 5000;
    const look = () => {
      const active = document.activeElement;
      if (active !== from && active !== document.body) return;
      const heading = pageHeading();
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      } else if (Date.now() < deadline) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [pathname, type]);
  return null;
}
