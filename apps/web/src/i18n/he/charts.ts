// Hebrew texts of the charts (admin and seller analytics).

export const chartsTexts = {
  /** The date column of a chart's table for screen readers. */
  date: 'תאריך',
} as const;
