import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorCode } from '@galim/shared/common/errors';
import { languageFromAcceptLanguage } from '@galim/shared/i18n/accept-language';
import { errorTexts as englishErrors } from '@galim/shared/i18n/en/errors';
import { validationTexts as englishValidation } from '@galim/shared/i18n/en/messages';
import { errorTexts as hebrewErrors } from '@galim/shared/i18n/he/errors';
import { validationTexts as hebrewValidation } from '@galim/shared/i18n/he/messages';
import type { Language } from '@galim/shared/i18n/languages';
import { wordMessage, type ValidationTexts } from '@galim/shared/i18n/messages';

// The language the API answers a request in, and its words for error codes and validation
// keys (decision 052). The API holds every language's tables; a third language is a line in
// each of the two records below.

const ERROR_TEXTS: Record<Language, Record<TErrorCode, string>> = {
  he: hebrewErrors,
  en: englishErrors,
};

const VALIDATION_TEXTS: Record<Language, ValidationTexts> = {
  he: hebrewValidation,
  en: englishValidation,
};

/**
 * The request's language: the best of its Accept-Language header that Galim speaks, else Hebrew.
 * The web app sends its page's language, so an answer speaks the page it is shown on, whatever
 * the account chose (that choice, `users.language`, is for what reaches the user away from a
 * page: notifications and push).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** What an error code says in a language. */
export function errorText(code: TErrorCode, language: Language): string {
  return ERROR_TEXTS[language][code];
}

const isErrorCode = (text: string): text is TErrorCode =>
  /^[A-Z_]+$/.test(text) && Object.prototype.hasOwnProperty.call(hebrewErrors, text);

/** A code by its English words, for a thrower who gave another code's words as its message. */
const CODE_BY_ENGLISH = new Map(
  Object.entries(englishErrors).map(([code, text]) => [text, code as TErrorCode]),
);

/**
 * A message in a language: a validation key's sentence; an error code, or a code's English
 * words (`Brand not found` in a 400), as that code's text; anything else (zod's own English, a
 * rule only a programming client meets) as it is.
 */
export function fieldMessage(message: string, language: Language): string {
  if (isErrorCode(message)) return errorText(message, language);
  const code = CODE_BY_ENGLISH.get(message);
  if (code) return errorText(code, language);
  return wordMessage(VALIDATION_TEXTS[language], message);
}

/** An error answer says which language it speaks, and that the language followed the request. */
export function markLanguage(reply: FastifyReply, language: Language): void {
  reply.header('content-language', language);
  const vary = reply.getHeader('vary');
  const present = String(vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());
  if (!present.includes('accept-language')) {
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  }
}

/** The request's language, said on the answer too (content-language, vary): what a route answers in. */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const language = requestLanguage(request);
  markLanguage(reply, language);
  return language;
}
