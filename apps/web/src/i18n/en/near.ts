// "Near me" on the board and services lists, in English.

import { CITIES, type TCity } from '@galim/shared/geo/cities';
import type { Translation } from '@galim/shared/i18n/translation';
import type * as he from '../he/near';

/** The picker's cities in English, in the order of CITIES (the Hebrew names the API takes). */
const CITY_NAMES = [
  'Nahariya',
  'Akko',
  'Haifa',
  'Atlit',
  'Zikhron Yaakov',
  'Caesarea',
  'Hadera',
  'Netanya',
  'Herzliya',
  'Kfar Saba',
  "Ra'anana",
  'Tel Aviv',
  'Ramat Gan',
  'Petah Tikva',
  'Bat Yam',
  'Holon',
  'Rishon LeZion',
  'Rehovot',
  'Yavne',
  "Modi'in",
  'Jerusalem',
  'Ashdod',
  'Ashkelon',
  "Be'er Sheva",
  'Tiberias',
  'Eilat',
];

export const nearTexts: Translation<typeof he.nearTexts> = {
  legend: 'Place',
  nearMe: 'Near me',
  nearMeHint: 'Your location is asked only when you tap, rounded to a kilometre and never kept',
  locating: 'Finding your location…',
  nearMeOn: 'Near my location',
  clearPlace: 'Clear the place',
  locationDenied: 'We did not get your location. You can choose a city from the list.',
  locationOutside: 'Your location is outside Israel. You can choose a city from the list.',
  city: 'City',
  anyCity: 'Choose a city',
  radius: 'Radius',
  anyRadius: 'Any distance',
  inCityOnly: 'In the city itself',
  radiusOption: (km: number) => `Within ${km} km`,
  cityName: (city: TCity) => CITY_NAMES[CITIES.indexOf(city)] ?? city,
  sortNearest: 'Nearest first',
  sortDefault: 'Recommended',
  sort: 'Sort',
};
