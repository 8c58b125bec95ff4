/**
 * A ref that focuses its element once, as it mounts, for an element that appears after a click
 * (the admin's notes prompt, a new brand or model input).
 * One function for every element, so a re-render does not call it again.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
