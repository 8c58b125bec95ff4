// The site's own origin, for links a page shows or shares. The browser knows it; the server
// renderer is told it (PUBLIC_URL) before it draws a page.

let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
