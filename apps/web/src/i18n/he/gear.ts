// The words of every kind of gear, its attributes and options, in Hebrew (issue 53): one table
// for the API and the web, kept in shared beside the declarations it words (decision 055). The
// English build reads i18n/en/gear.ts in its place.
export { gearTexts } from '@galim/shared/i18n/he/gear';
