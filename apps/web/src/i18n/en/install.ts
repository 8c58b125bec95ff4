// The install prompt in English, loaded only when there is an installation to offer.

import type * as he from '../he/install';
import type { Translation } from '@galim/shared/i18n/translation';

export const installTexts: Translation<typeof he.installTexts> = {
  iosTitle: 'Add to Home Screen',
  iosText: 'Add Galim to your Home Screen to open it quickly, like any app:',
  iosShareStep: 'Tap “Share” in the Safari toolbar',
  iosAddStep: 'Scroll down and choose “Add to Home Screen”',
  iosConfirmStep: 'Tap “Add”',
  title: 'Install the app',
  text: 'Install the app for quick, easy access!',
  install: 'Install now',
  close: 'Close',
};
