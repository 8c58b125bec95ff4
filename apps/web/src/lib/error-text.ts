import type { TErrorCode } from '@galim/shared/common/errors';
import { connectionErrorsTexts } from '../i18n/connection-errors';

// The API names each failure with a code from the shared list (and an English message for
// developers); the interface speaks Hebrew by that code. A validation message is the shared
// schema's Hebrew sentence (packages/shared/src/validation-messages/), shown without the
// "Invalid body.field: " the API puts before it; forms map their field details. The table
// is loaded with the first error answer, not with every page (nor is the list of codes: the
// table's own keys say which codes are known).

const HEBREW = /[\u0590-\u05ff]/;
/** The field the API names before a validation message (`Invalid body.price: …`). */
const FIELD_PREFIX = /^Invalid [\w.[\]-]+: /;

export async function hebrewErrorText(message: string, code?: string): Promise<string> {
  if (code === 'VALIDATION_ERROR' && HEBREW.test(message)) return message.replace(FIELD_PREFIX, '');
  const texts = await import('../i18n/server-errors').then(
    (m) => m.serverErrorsTexts,
    () => null,
  );
  if (!texts) return HEBREW.test(message) ? message : connectionErrorsTexts.failed;
  const known = code !== undefined && Object.prototype.hasOwnProperty.call(texts, code);
  return known ? texts[code as TErrorCode] : texts.INTERNAL_ERROR;
}
