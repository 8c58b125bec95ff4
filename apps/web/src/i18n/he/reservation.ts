// The reservation an accepted offer makes (issue 43), as board cards and the board page say it:
// a few words, loaded with every list, so nothing else lives here.

export const reservationTexts = {
  badge: 'שמור',
  /** On the board page, to its buyer. */
  forYou: 'שמור עבורכם',
} as const;
