// The validation messages a form shows, in Hebrew: the shared table that words the keys the
// shared schemas refuse a value with (decision 052); en/validation.ts is the English build's.
// Loaded with the form's schema (lib/form-resolver.ts), not with the page.

export { validationTexts } from '@galim/shared/i18n/he/messages';
