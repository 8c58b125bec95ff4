import type { Language } from '@galim/shared/i18n/languages';
import { enPreviewTexts, enStaticPages } from '../i18n/en/pages';
import {
  previewTexts,
  STATIC_PAGE_META,
  type PreviewTexts,
  type StaticPages,
} from '../i18n/he/pages';

// The words of the pages' heads and share previews in the reader's language: the tables are
// in i18n/he/pages.ts and i18n/en/pages.ts.

/** The heads' texts of a page in `language`. */
export function pageTexts(language: Language): { preview: PreviewTexts; staticPages: StaticPages } {
  return language === 'en'
    ? { preview: enPreviewTexts, staticPages: enStaticPages }
    : { preview: previewTexts, staticPages: STATIC_PAGE_META };
}
