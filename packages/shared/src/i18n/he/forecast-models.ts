// The words the forecast's models answer carries in Hebrew (issue 54): the models' makers, as a
// model's name is given ("MFWAM (מטאו־פראנס)"), and Galim's own line. The models' own names
// (MFWAM, ECMWF WAM, …) are proper names, the same in every language (forecast/models.ts).

export const forecastModelWords = {
  providers: {
    'Météo-France': 'מטאו־פראנס',
    ECMWF: 'המרכז האירופי',
    NOAA: 'NOAA האמריקאי',
    DWD: 'השירות הגרמני',
  },
  galim: 'גלים',
} as const;
