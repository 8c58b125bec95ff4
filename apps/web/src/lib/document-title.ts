import { useEffect } from 'react';

/**
 * The tab title while the calling page is shown, the previous one again when it goes.
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
