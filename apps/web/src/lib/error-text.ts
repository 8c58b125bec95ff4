import type { TErrorCode } from '@galim/shared/common/errors';
import { connectionErrorsTexts } from '../i18n/he/connection-errors';
import { LANGUAGE } from '../i18n/he/locale';

// The API names each failure with a code from the shared list; the interface words it in the
// page's language by that code. A validation message comes worded by the API in the page's
// language (the request's Accept-Language, decision 052), shown without the
// "Invalid body.field: " the API puts before it; forms map their field details. The table
// is loaded with the first error answer, not with every page (nor is the list of codes: the
// table's own keys say which codes are known).

const HEBREW = /[\u0590-\u05ff]/;
/** A message in the page's language: Hebrew on Hebrew pages; on others, not Hebrew. */
const inPageLanguage = (message: string) =>
  LANGUAGE === 'he' ? HEBREW.test(message) : !HEBREW.test(message);
/** The field the API names before a validation message (`Invalid body.price: …`). */
const FIELD_PREFIX = /^Invalid [\w.[\]-]+: /;

export async function hebrewErrorText(message: string, code?: string): Promise<string> {
  if (code === 'VALIDATION_ERROR' && inPageLanguage(message)) {
    return message.replace(FIELD_PREFIX, '');
  }
  const texts = await import('../i18n/he/server-errors').then(
    (m) => m.serverErrorsTexts,
    () => null,
  );
  if (!texts) return inPageLanguage(message) ? message : connectionErrorsTexts.failed;
  const known = code !== undefined && Object.prototype.hasOwnProperty.call(texts, code);
  return known ? texts[code as TErrorCode] : texts.INTERNAL_ERROR;
}
