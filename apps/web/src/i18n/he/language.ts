// The language switch (menu and footer) and the one-line offer of the English site.

export const languageTexts = {
  /** The switch's group, for screen readers. */
  switchLabel: 'שפת האתר',
  // The offer is shown on Hebrew pages to a browser that asks for English first: it is written
  // in English on purpose, for a reader of English.
  offer: 'Galim is in English too.',
  offerLink: 'Read this page in English',
  offerDismiss: 'Close',
} as const;
