// Where this build's pages live (decision 051): '' for Hebrew at the root, '/en' for English.
// The router takes it as its basename, so the app's own links and routes never name it.

export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');

/** `path` (an address of the app, '/surfboards') as the browser sees it on this build's site. */
export function sitePath(path: string): string {
  return `${BASE_PATH}${path}`;
}

/** The page's own path in the app ('/en/surfboards' on the English site is '/surfboards'). */
export function appPathname(): string {
  return window.location.pathname.slice(BASE_PATH.length) || '/';
}
