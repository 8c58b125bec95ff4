// Whether the app is drawing its first screen over a page the server drew (decision 037). What
// a component keeps for later on a client-drawn first screen (a section below the fold, drawn
// when scrolled near) is already on this page: it draws it too rather than take it away.

let overServerPage = false;

/** True during the app's first render over a page the server drew, and on the server itself. */
export function drawingOverServerPage(): boolean {
  return typeof window === 'undefined' || overServerPage;
}

/** main.tsx, around its first render. */
export function setDrawingOverServerPage(value: boolean): void {
  overServerPage = value;
}
