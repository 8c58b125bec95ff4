// The charts' texts in English (admin and seller analytics).

import type * as he from '../he/charts';
import type { Translation } from '@galim/shared/i18n/translation';

export const chartsTexts: Translation<typeof he.chartsTexts> = {
  /** The date column of a chart's table for screen readers. */
  date: 'Date',
};
