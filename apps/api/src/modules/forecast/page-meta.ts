import type { FastifyInstance } from 'fastify';
import { forecastShareLine } from '@galim/shared/forecast/share-line';
import { shareLineWords as englishShareLine } from '@galim/shared/i18n/en/share-line';
import { shareLineWords as hebrewShareLine } from '@galim/shared/i18n/he/share-line';
import { spotImage, spotImageSrcSet } from '@galim/shared/forecast/spot-images';
import { findSpot } from '@galim/shared/forecast/spots';
import { beforeDeadline } from '../../lib/deadline';
import { pageTexts } from '../../web/page-texts';

const PATTERN = /^\/forecast\/([^/]+)\/?$/;
/** How good the forecast is at a spot (issue 54): drawn on the server as the spot's page is. */
const ACCURACY_PATTERN = /^\/forecast\/([^/]+)\/accuracy\/?$/;

/** A page's head never waits longer for the forecast: without it, the spot's own words. */
const FORECAST_DEADLINE_MS = 1_000;

/**
 * The head of /forecast/{spotId}: the spot's own title, and as its description and share preview
 * the line of its next best hour ("בת ים: מחר 07:00 ★★★★, 1.2 מ׳ 10 שנ׳"), read from the same
 * cached forecast the page draws. An unknown spot is the app's 404.
 */
export function registerForecastPageMeta(app: FastifyInstance) {
  // The web plugin (which owns registerPageMeta) is registered after the API modules.
  app.addHook('onReady', async () => {
    app.registerPageMeta?.(PATTERN, async (match, language) => {
      const previewTexts = pageTexts(language).preview;
      const spot = findSpot(match[1]!);
      const path = match[0].replace(/\/$/, '');
      if (!spot) return { title: previewTexts.pageNotFound, path, notFound: true };
      const forecast = await beforeDeadline(
        app.forecast.forecast(spot.id).catch(() => null),
        FORECAST_DEADLINE_MS,
      );
      const name = language === 'he' ? spot.nameHe : spot.name;
      const words = language === 'he' ? hebrewShareLine : englishShareLine;
      const line = forecast && forecastShareLine(name, forecast, words);
      return {
        title: previewTexts.spotForecast(name),
        description: line || previewTexts.spotForecastDescription(name),
        image: `${app.config.publicUrl}${spotImage(spot.id, 960)}`,
        imageWidth: 960,
        imageHeight: 600,
        imageAlt: previewTexts.spotPictureAlt(name),
        // The spot's picture is the first screen's largest image, as the page draws it.
        lcpImage: {
          href: spot.image,
          srcset: spotImageSrcSet(spot.id),
          sizes: '(min-width: 640px) 16rem, 100vw',
        },
        path: `/forecast/${spot.id}`,
        type: 'website',
      };
    });
    app.registerPageMeta?.(ACCURACY_PATTERN, async (match, language) => {
      const previewTexts = pageTexts(language).preview;
      const spot = findSpot(match[1]!);
      const path = match[0].replace(/\/$/, '');
      if (!spot) return { title: previewTexts.pageNotFound, path, notFound: true };
      const name = language === 'he' ? spot.nameHe : spot.name;
      return {
        title: previewTexts.spotAccuracy(name),
        description: previewTexts.spotAccuracyDescription(name),
        image: `${app.config.publicUrl}${spotImage(spot.id, 960)}`,
        imageWidth: 960,
        imageHeight: 600,
        imageAlt: previewTexts.spotPictureAlt(name),
        path: `/forecast/${spot.id}/accuracy`,
        type: 'website',
      };
    });
  });
}
