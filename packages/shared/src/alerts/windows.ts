// Surf alert time windows, without zod (the forecast page offers them on its first visit).

/** Local hours [from, to) at the spot. */
export const SURF_WINDOWS = {
  dawn: [5, 9],
  morning: [9, 12],
  afternoon: [12, 17],
  evening: [17, 20],
} as const;
export type TSurfWindow = keyof typeof SURF_WINDOWS;
export const SURF_WINDOW_NAMES = Object.keys(SURF_WINDOWS) as TSurfWindow[];
/** Without a window: the whole surfable day. */
export const ALL_DAY: readonly [number, number] = [5, 20];
