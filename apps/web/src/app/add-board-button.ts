// The floating "+" (add a board) on phones. It belongs to browsing pages: on forms it would
// cover errors and submit buttons, on admin pages the numbers. Pages that show it keep their
// last lines clear of it.

/** Browsing pages: the board, service and forecast lists and pages, and the owner's lists. */
const BROWSING = [
  /^\/$/,
  /^\/surfboards(\/[0-9a-f]{24})?\/?$/,
  /^\/services\/?$/,
  /^\/services\/[^/]+\/[0-9a-f]{24}\/?$/,
  /^\/forecast/,
  /^\/stores\/?$/,
  /^\/u\/[^/]+\/?$/,
  /^\/profile\/(my-surfboards|sold-surfboards|archived|favorites|analytics|my-services)\/?$/,
];

export function showsAddBoardButton(pathname: string): boolean {
  return BROWSING.some((pattern) => pattern.test(pathname));
}

/**
 * What the floating "+" adds: on the services list a service (one "+" there, not a second
 * one for boards beside it), elsewhere a board.
 */
export function floatingAddKind(pathname: string): 'board' | 'service' {
  return /^\/services\/?$/.test(pathname) ? 'service' : 'board';
}
