// The words of every kind of gear, its attributes and options, in English (issue 53): the
// shared table the API answers with too (decision 055).
export { gearTexts } from '@galim/shared/i18n/en/gear';
