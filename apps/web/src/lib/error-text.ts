import { heServerErrors } from '../i18n/server-errors';

// The API speaks English (its messages are part of its contract, e.g. 'Surfboard not found');
// the interface speaks Hebrew. Known messages get their Hebrew text; other failures get a Hebrew
// text by their code. Validation messages already in Hebrew (shared schemas word some that way)
// pass through; English ones become one Hebrew sentence. Forms map their field details.

const BY_MESSAGE: Record<string, string> = heServerErrors.messages;
const BY_CODE: Record<string, string> = heServerErrors.byCode;
const HEBREW = /[\u0590-\u05ff]/;

export function hebrewErrorText(message: string, code?: string): string {
  const known = BY_MESSAGE[message];
  if (known) return known;
  if (!code) return message;
  if (code === 'VALIDATION_ERROR' && HEBREW.test(message)) return message;
  return BY_CODE[code] ?? message;
}
