import type { ShareLineWords } from '../../forecast/share-line';

// The words of a spot's share line in English ("Bat Yam: tomorrow 07:00 ★★★★, 1.2 m 10 s").

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const shareLineWords: ShareLineWords = {
  today: 'today',
  tomorrow: 'tomorrow',
  weekday: (day) => WEEKDAYS[day]!,
  metres: (height) => `${height} m`,
  seconds: (period) => `${period} s`,
};
