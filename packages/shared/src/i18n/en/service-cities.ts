import { SERVICE_CITIES, type TServiceCity } from '../../services/options';

// The services' cities in English, for the web app's services pages and the server's page heads
// (the API keeps a service's city in Hebrew, as SERVICE_CITIES names it).

/** One name for each item of a list, in its order: a name missing or extra fails the check. */
type NamesOf<T extends readonly unknown[]> = { -readonly [K in keyof T]: string };

/** The ten cities in English, in the order of SERVICE_CITIES. */
const CITY_NAMES: NamesOf<typeof SERVICE_CITIES> = [
  'Tel Aviv',
  'Ashdod',
  'Ashkelon',
  'Haifa',
  'Nahariya',
  'Akko',
  'Bat Yam',
  'Herzliya',
  'Netanya',
  'Caesarea',
];

/** A service's city in English; a city outside the list as it was written. */
export const serviceCityName = (city: string): string =>
  (CITY_NAMES as string[])[SERVICE_CITIES.indexOf(city as TServiceCity)] ?? city;
