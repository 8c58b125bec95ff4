import { DIRECTION } from '../../i18n/he/locale';

const rtl = DIRECTION === 'rtl';

/**
 * Arrows written as characters, each pointing the way it means in the page's direction: back is
 * toward the start (the right in Hebrew, the left in English), onward toward the end. These
 * arrows are not mirrored by the browser, so each language picks its own (issue 51).
 * (A breadcrumb's "‹" is kept as the Hebrew pages have always drawn it.)
 */
export const ARROWS = {
  /** Back, to the previous page or an earlier place. */
  back: rtl ? '→' : '←',
  /** Onward, to a later place. */
  onward: rtl ? '←' : '→',
  /** Between a breadcrumb's steps, toward the current page. */
  crumb: rtl ? '‹' : '›',
  /** Where a table's hidden columns are, beyond the end of the line. */
  scrollOn: rtl ? '⇠' : '⇢',
} as const;
