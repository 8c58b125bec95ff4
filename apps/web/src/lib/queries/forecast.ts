// The forecast's query keys: the ranking (home page, forecast page) and each spot's forecast.

export const forecastKeys = {
  all: ['forecast'] as const,
  ranking: ['forecast', 'ranking'] as const,
  spot: (spotId: string) => ['forecast', 'spot', spotId] as const,
};
