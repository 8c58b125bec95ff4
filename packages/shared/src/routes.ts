// Names the server and the app share about a page's HTML (the route list is route-patterns.ts).

/**
 * The id of the `<script type="application/json">` in which the server writes API answers into
 * a page (`{ url: answer }`) and the app reads them (apps/web/src/lib/inline-data.ts).
 */
export const INLINE_DATA_ID = 'first-screen-data';

/**
 * A page the server drew (decision 037): `<div id="root" data-server-drawn>` holds its HTML, and
 * `<script type="application/json" id="server-state">` the answers it was drawn with (TanStack
 * Query's dehydrated state), which the app starts from.
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';
export const SERVER_STATE_ID = 'server-state';
