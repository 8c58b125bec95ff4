// The public profile page /u/{slug}, in English.

import type * as he from '../he/public-profile';
import type { Translation } from '@galim/shared/i18n/translation';

export const publicProfileTexts: Translation<typeof he.publicProfileTexts> = {
  loadError: 'Could not load the profile',
  notFoundTitle: 'Profile not found',
  /** The tab title (the server writes the same). */
  pageTitle: (name: string, region?: string | null) => (region ? `${name} (${region})` : name),
  notFoundText: 'The link may be wrong, or the profile is not public.',
  hiddenNotice: 'Your profile is hidden: only you can see this page.',
  photoAlt: (name: string) => `${name}'s profile photo`,
  memberSince: (date: string) => `On Galim since ${date}`,
  region: 'Region',
  level: 'Surfing level',
  about: 'About me',
  copyLink: 'Copy link',
  copied: 'Link copied',
  shareText: (name: string) => `${name}'s profile on Galim`,
  services: 'Services',
  noServices: 'No services available',
  boards: 'Boards for sale',
  noBoards: 'No boards found',
  gear: 'Surf gear for sale',
  view: 'View details',
  serviceTypes: {
    'surf-instructor': 'Surf lessons',
    'surfboard-repair': 'Board repair',
    'surf-photographer': 'Surf photography',
  },
  editMine: 'Edit profile',
};
