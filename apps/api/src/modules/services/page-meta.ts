import type { FastifyInstance } from 'fastify';
import { coverImage } from '@galim/shared/images';
import { SERVICE_TYPES } from '@galim/shared/services/options';
import { shareImage } from '../../web/page-meta';
import { pageTexts } from '../../web/page-texts';
import { findService } from './repo';
import { providerName } from './serialize';

const PATTERN = new RegExp(`^/services/(${SERVICE_TYPES.join('|')})/([0-9a-f]{24})/?$`);

/** Share previews for /services/{type}/{id}: approved services only, like board pages. */
export function registerServicePageMeta(app: FastifyInstance) {
  // The web plugin (which owns registerPageMeta) is registered after the API modules.
  app.addHook('onReady', async () => {
    app.registerPageMeta(PATTERN, async (match, language) => {
      const previewTexts = pageTexts(language).preview;
      const [, type, id] = match;
      const record = await findService(app.db, id!, null);
      const path = match[0].replace(/\/$/, '');
      if (!record || record.service.serviceType !== type || record.service.status !== 'approved') {
        return { title: previewTexts.serviceNotFound, path, notFound: true };
      }
      const s = record.service;
      const cover = coverImage(s);
      const label = previewTexts.serviceTypes[s.serviceType];
      return {
        title: previewTexts.service(s.title, label, previewTexts.serviceCity(s.city)),
        description: s.description.slice(0, 200),
        ...(cover
          ? shareImage(cover, app.config.publicUrl, previewTexts.servicePhotoAlt(label, s.title))
          : {}),
        path,
        type: 'website',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: s.title,
          serviceType: label,
          description: s.description,
          areaServed: previewTexts.serviceCity(s.city),
          provider: { '@type': 'Person', name: providerName(record.provider) },
          ...(s.price
            ? { offers: { '@type': 'Offer', price: s.price, priceCurrency: 'ILS' } }
            : {}),
          ...(s.reviewCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: s.rating,
                  reviewCount: s.reviewCount,
                },
              }
            : {}),
        },
      };
    });
  });
}
