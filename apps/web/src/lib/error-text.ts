import { heConnectionErrors } from '../i18n/connection-errors';

// The API speaks English (its messages are part of its contract, e.g. 'Surfboard not found');
// the interface speaks Hebrew. Known messages get their Hebrew text; other failures get a Hebrew
// text by their code. Validation messages already in Hebrew (shared schemas word some that way)
// pass through; English ones become one Hebrew sentence. Forms map their field details.
// The table is loaded with the first error answer, not with every page.

const HEBREW = /[\u0590-\u05ff]/;

export async function hebrewErrorText(message: string, code?: string): Promise<string> {
  if (code === 'VALIDATION_ERROR' && HEBREW.test(message)) return message;
  const texts = await import('../i18n/server-errors').then(
    (m) => m.heServerErrors,
    () => null,
  );
  if (!texts) return HEBREW.test(message) ? message : heConnectionErrors.failed;
  const byMessage: Record<string, string> = texts.messages;
  const byCode: Record<string, string> = texts.byCode;
  const known = byMessage[message];
  if (known) return known;
  if (!code) return message;
  return byCode[code] ?? message;
}
