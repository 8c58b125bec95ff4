import { wordMessage } from '@galim/shared/i18n/messages';
import { validationTexts } from '../i18n/he/validation';

/**
 * A shared schema's message, a key (`board.priceMax`), in the page's language (decision 052):
 * for a form that checks a value with `safeParse` itself rather than through its resolver.
 */
export function validationMessage(message: string): string;
export function validationMessage(message: string | undefined): string | undefined;
export function validationMessage(message: string | undefined): string | undefined {
  return message === undefined ? undefined : wordMessage(validationTexts, message);
}
