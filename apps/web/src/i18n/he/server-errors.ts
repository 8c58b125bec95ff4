// What each API error code means to the person who met it (lib/error-text.ts), in Hebrew: the
// shared table the API answers Hebrew requests with (decision 052), so the page and the API say
// the same words; en/server-errors.ts is the English build's. Loaded when an answer is an
// error, not with every page: what needs no answer (no connection, no answer in time) is worded
// in connection-errors.ts.

export { errorTexts as serverErrorsTexts } from '@galim/shared/i18n/he/errors';
