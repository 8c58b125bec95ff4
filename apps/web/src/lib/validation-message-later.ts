import { wordMessage, type MessageKey } from '@galim/shared/i18n/messages';

/**
 * A validation sentence by its key, in the page's language, loading the table only when a form
 * has something to refuse (decision 052): for a form that checks a value by hand and must not
 * carry every form's sentences with its page.
 */
export async function validationMessageLater(key: MessageKey): Promise<string> {
  const { validationTexts } = await import('../i18n/he/validation');
  return wordMessage(validationTexts, key);
}
