import { useEffect } from 'react';
import { appTexts } from '../i18n/he/shell';

/**
 * The tab title while the calling page is shown: "<title> | גלים", or the site's own title for
 * the home page (no `title`). The server writes the same one into a public page's HTML.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${appTexts.name}` : appTexts.title;
  }, [title]);
}
