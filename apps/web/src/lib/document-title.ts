import { useEffect } from 'react';

/**
 * The tab title while the calling page is shown, the previous one again when it goes. React 19
 * hoisted a `<title>` rendered in a page into the head; Preact (the runtime, decision 031)
 * renders it where it stands, in the body, where the browser ignores it.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
