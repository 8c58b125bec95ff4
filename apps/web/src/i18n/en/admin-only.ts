// The page a signed-in user who is not an admin sees at /admin, in English.

import type * as he from '../he/admin-only';
import type { Translation } from '@galim/shared/i18n/translation';

export const adminOnlyTexts: Translation<typeof he.adminOnlyTexts> = {
  title: 'This area is for site admins',
  text: "The account you signed in with isn't an admin account, so it has no access to site admin.",
  home: 'Go to the home page',
};
