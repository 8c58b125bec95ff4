// How far a listing is from the list's place, on its card (issue 56): whole km, 0 as "under a km".

export const distanceTexts = {
  short: (km: number) => (km < 1 ? 'פחות מק״מ' : `${km} ק״מ`),
  spoken: (km: number) => (km < 1 ? 'במרחק פחות מקילומטר' : `במרחק ${km} ק״מ`),
} as const;
