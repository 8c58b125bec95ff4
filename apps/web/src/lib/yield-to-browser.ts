/**
 * A pause that lets the browser draw and answer input before the next piece of work: what
 * follows runs in a task of its own (decision 039).
 */
export const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
