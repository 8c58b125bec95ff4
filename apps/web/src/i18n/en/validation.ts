// The validation messages a form shows, in English (decision 052).

export { validationTexts } from '@galim/shared/i18n/en/messages';
