import type { Translation } from '../translation';
import type { forecastModelWords as hebrew } from '../he/forecast-models';

// The forecast models answer's words in English (the Hebrew table is the shape).

export const forecastModelWords: Translation<typeof hebrew> = {
  providers: {
    'Météo-France': 'Météo-France',
    ECMWF: 'ECMWF',
    NOAA: 'NOAA',
    DWD: 'DWD',
  },
  galim: 'Galim',
};
