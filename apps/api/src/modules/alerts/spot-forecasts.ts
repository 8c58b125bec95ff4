import type { TForecast } from '@galim/shared/forecast/schemas';
import { findSpot, type SurfSpot } from '@galim/shared/forecast/spots';
import type { ForecastService } from '../forecast/service';

export interface SpotForecast<A> {
  spot: SurfSpot;
  forecast: TForecast;
  /** The alerts watching this spot. */
  alerts: A[];
}

/**
 * The forecast of every spot some alert watches, read once per spot, with its alerts. A spot
 * whose forecast fails is counted and left out; when every spot fails the job fails (its retry
 * tries again). Silent: a download made here is evaluated here, so it queues no job again.
 */
export async function watchedSpotForecasts<A extends { spotId: string }>(
  forecast: ForecastService,
  alerts: A[],
): Promise<{ spots: number; spotsFailed: number; read: SpotForecast<A>[] }> {
  const bySpot = new Map<string, A[]>();
  for (const a of alerts) bySpot.set(a.spotId, [...(bySpot.get(a.spotId) ?? []), a]);
  const read: SpotForecast<A>[] = [];
  let spotsFailed = 0;
  for (const [spotId, list] of bySpot) {
    const spot = findSpot(spotId);
    if (!spot) continue;
    try {
      read.push({
        spot,
        forecast: await forecast.forecast(spotId, { silent: true }),
        alerts: list,
      });
    } catch {
      spotsFailed += 1;
    }
  }
  if (spotsFailed && spotsFailed === bySpot.size) throw new Error('forecast unavailable');
  return { spots: bySpot.size, spotsFailed, read };
}
