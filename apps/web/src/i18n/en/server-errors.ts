// What each API error code means, in English: the shared table the API answers English
// requests with (decision 052).

export { errorTexts as serverErrorsTexts } from '@galim/shared/i18n/en/errors';
