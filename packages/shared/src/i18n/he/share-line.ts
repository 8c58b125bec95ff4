import type { ShareLineWords } from '../../forecast/share-line';

// The words of a spot's share line in Hebrew ("בת ים: מחר 07:00 ★★★★, 1.2 מ׳ 10 שנ׳").

const WEEKDAYS = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'] as const;

export const shareLineWords: ShareLineWords = {
  today: 'היום',
  tomorrow: 'מחר',
  weekday: (day) => `יום ${WEEKDAYS[day]}`,
  metres: (height) => `${height} מ׳`,
  seconds: (period) => `${period} שנ׳`,
};
