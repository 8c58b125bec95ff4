// React's client, as the app's start imports it first (boot.ts): an ES module around the
// CommonJS package, so that the boot script itself needs none of the bundler's CommonJS
// helpers (they are a script of their own otherwise: issue 45). It goes in React's own script.
export { createRoot, hydrateRoot } from 'react-dom/client';
