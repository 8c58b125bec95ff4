// What the spot's page needs only on a tap or once the browser is idle, in one chunk: an hour's
// score explained, the tide's curve and the share line. One request instead of three small ones
// (the tide's curve alone is half a kilobyte), and the service worker keeps it for offline.
export { default as ScoreExplanation } from './score-explanation';
export { default as TideCurve } from './tide-curve';
export { forecastShareLine } from '@galim/shared/forecast/share-line';
