/**
 * "Best spot now": the ten spots ranked by today's best surf score, with each spot's best
 * time window (GET /api/forecast/ranking). Shown on the home page and the forecast page.
 * (Filled by the forecast feature.)
 */
export function BestSpotsNow() {
  return null;
}
