import type { FastifyInstance } from 'fastify';
import { normalizeSlug } from '@galim/shared/normalize';
import type { TRegion } from '@galim/shared/surfboards/options';
import { shownFacts } from '../../lib/privacy';
import { findUserBySlug } from './repo';

const REGION_LABELS: Record<TRegion, string> = {
  north: 'צפון',
  'tel-aviv': 'תל אביב',
  center: 'מרכז',
  south: 'דרום',
  jerusalem: 'ירושלים',
};

const PATTERN = /^\/u\/([^/]+)\/?$/;

/**
 * Share previews for public profiles /u/{slug}: the name, the region when the person shows
 * it, and their photo. Unknown, hidden and blocked profiles answer 404 like the API does.
 */
export function registerProfilePageMeta(app: FastifyInstance) {
  // The web plugin (which owns registerPageMeta) is registered after the API modules.
  app.addHook('onReady', async () => {
    app.registerPageMeta?.(PATTERN, async (match) => {
      let raw = match[1]!;
      try {
        raw = decodeURIComponent(raw);
      } catch {
        // a malformed escape is simply an unknown profile
      }
      const slug = normalizeSlug(raw);
      const path = `/u/${match[1]}`;
      const row = slug ? await findUserBySlug(app.db, slug) : null;
      if (!row || !row.publicProfile.visible || row.blockedAt) {
        return { title: 'הפרופיל לא נמצא | גלים', path, notFound: true };
      }
      const name =
        row.displayName || [row.firstName, row.lastName].filter(Boolean).join(' ') || 'גולש';
      const facts = shownFacts(row);
      const region = facts.region ? REGION_LABELS[facts.region] : null;
      const bio = facts.bio ?? '';
      const description = [
        `${name} בגלים${region ? ` · ${region}` : ''}: גלשנים למכירה ושירותי גלישה.`,
        bio,
      ]
        .filter(Boolean)
        .join(' ')
        .slice(0, 200);
      const image = row.profileImage
        ? {
            url: row.profileImage.startsWith('/')
              ? `${app.config.publicUrl}${row.profileImage}`
              : row.profileImage,
            alt: `תמונת הפרופיל של ${name}`,
          }
        : undefined;
      return {
        title: `${name}${region ? ` (${region})` : ''} | גלים`,
        description,
        ...(image ? { image: image.url, imageAlt: image.alt } : {}),
        path: `/u/${row.slug ?? slug}`,
        type: 'profile',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          mainEntity: {
            '@type': 'Person',
            name,
            ...(region ? { homeLocation: { '@type': 'Place', name: region } } : {}),
            ...(image ? { image: image.url } : {}),
          },
        },
      };
    });
  });
}
