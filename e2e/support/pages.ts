// The signed-in pages every whole-site check opens (a11y-all-pages.spec.ts,
// english-pages.spec.ts), as paths under /profile and /admin.

/** A signed-in user's own pages, under /profile. */
export const PROFILE_PAGES = [
  'edit',
  'analytics',
  'upload-surfboard',
  'my-surfboards',
  'sold-surfboards',
  'archived',
  'favorites',
  'messages',
  'my-services',
  'notifications',
  'settings',
] as const;

/** The admin area's pages, under /admin. */
export const ADMIN_PAGES = [
  'analytics',
  'jobs',
  'surfboard-moderation',
  'service-moderation',
  'reports',
  'messages',
  'users',
  'faq',
  'categories',
  'brands',
  'models',
  'technologies',
  'meeting-places',
] as const;
