import type { FastifyInstance } from 'fastify';
import { normalizeSlug } from '@galim/shared/normalize';
import { shownFacts } from '../../lib/privacy';
import { pageTexts } from '../../web/page-texts';
import { findUserByOldSlug, findUserBySlug } from './repo';

const PATTERN = /^\/u\/([^/]+)\/?$/;

/**
 * Share previews for public profiles /u/{slug}: the name, the region when the person shows
 * it, and their photo. Unknown, hidden and blocked profiles answer 404 like the API does.
 */
export function registerProfilePageMeta(app: FastifyInstance) {
  // The web plugin (which owns registerPageMeta) is registered after the API modules.
  app.addHook('onReady', async () => {
    app.registerPageMeta?.(PATTERN, async (match, language) => {
      const previewTexts = pageTexts(language).preview;
      let raw = match[1]!;
      try {
        raw = decodeURIComponent(raw);
      } catch {
        // a malformed escape is simply an unknown profile
      }
      const slug = normalizeSlug(raw);
      const path = `/u/${match[1]}`;
      const row = slug
        ? ((await findUserBySlug(app.db, slug)) ?? (await findUserByOldSlug(app.db, slug)))
        : null;
      if (!row || !row.publicProfile.visible || row.blockedAt) {
        return { title: previewTexts.profileNotFound, path, notFound: true };
      }
      // An old address, or one written otherwise ("/u/Dana-Levi"): sent on to the address now,
      // for good, so shared links keep working and search engines move to the new one.
      if (row.slug && row.slug !== raw) {
        return { title: previewTexts.profileNotFound, redirect: `/u/${row.slug}` };
      }
      const name =
        row.displayName ||
        [row.firstName, row.lastName].filter(Boolean).join(' ') ||
        previewTexts.someone;
      const facts = shownFacts(row);
      const region = facts.region ? previewTexts.regions[facts.region] : null;
      const bio = facts.bio ?? '';
      const description = [previewTexts.profileDescription(name, region), bio]
        .filter(Boolean)
        .join(' ')
        .slice(0, 200);
      const image = row.profileImage
        ? {
            url: row.profileImage.startsWith('/')
              ? `${app.config.publicUrl}${row.profileImage}`
              : row.profileImage,
            alt: previewTexts.profilePhotoAlt(name),
          }
        : undefined;
      return {
        title: previewTexts.profile(name, region),
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
