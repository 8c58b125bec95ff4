/**
 * A ref that focuses its element once, as it mounts: what React's `autoFocus` did for an element
 * that appears after a click. Preact (the runtime, decision 031) only writes the `autofocus`
 * attribute, which the browser honours on page load and in a dialog that opens, not later.
 * One function for every element, so a re-render does not call it again.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
