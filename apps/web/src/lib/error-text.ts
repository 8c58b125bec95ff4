import { he } from '../i18n/he';

// The API speaks English (its messages are part of its contract, e.g. 'Surfboard not found');
// the interface speaks Hebrew. Known messages get their Hebrew text; other failures get a Hebrew
// text by their code. Validation messages pass through: forms map their field details.

const BY_MESSAGE: Record<string, string> = he.serverErrors.messages;
const BY_CODE: Record<string, string> = he.serverErrors.byCode;

export function hebrewErrorText(message: string, code?: string): string {
  const known = BY_MESSAGE[message];
  if (known) return known;
  if (!code || code === 'VALIDATION_ERROR') return message;
  return BY_CODE[code] ?? message;
}
