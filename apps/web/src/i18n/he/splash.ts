// The installed app's start screen (app/splash.ts): a module of its own, loaded only by an
// installed app's cold start, so that the browser's pages do not load it.

export const splashTexts = {
  name: 'גלים',
  tagline: 'גלשנים, שירותי גלישה ותחזית גלים',
} as const;
