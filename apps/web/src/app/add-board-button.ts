// The floating "+" (add a board) on phones. It belongs to lists: on forms it would cover errors
// and submit buttons, on admin pages the numbers, and on a board's or a service's page, a
// profile or the favourites it sat over the specs, the contact heading and a price (#42 item
// 11): there the visitor came for someone else's board. Pages that show it keep their last
// lines clear of it.

/** Lists: the home page, the board, service and shop lists, the forecast and the owner's lists. */
const BROWSING = [
  /^\/$/,
  /^\/surfboards\/?$/,
  /^\/services\/?$/,
  /^\/forecast/,
  /^\/stores\/?$/,
  /^\/profile\/(my-surfboards|sold-surfboards|archived|analytics|my-services)\/?$/,
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
