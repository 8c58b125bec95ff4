import type { Db } from '../db/client';
import { meetingPlaces } from '../db/schema';

// Demo safe places to meet (issue 56 §3), in the coastal cities most boards are in: shopping
// centres and police station lobbies, public and watched, and one surf club. An operator keeps
// the real list from the admin's page (/admin/meeting-places) with places that agreed; these
// points are each place's neighbourhood, good enough for a demo map.

type Place = typeof meetingPlaces.$inferInsert;

const PLACES: Place[] = [
  {
    city: 'תל אביב',
    kind: 'mall',
    nameHe: 'דיזנגוף סנטר, הכניסה הראשית',
    nameEn: 'Dizengoff Center, main entrance',
    addressHe: 'דיזנגוף 50, תל אביב',
    addressEn: '50 Dizengoff St, Tel Aviv',
    lat: 32.0754,
    lng: 34.7752,
  },
  {
    city: 'תל אביב',
    kind: 'mall',
    nameHe: 'מרכז עזריאלי, לובי הקניון',
    nameEn: 'Azrieli Center, mall lobby',
    addressHe: 'דרך מנחם בגין 132, תל אביב',
    addressEn: '132 Menachem Begin Rd, Tel Aviv',
    lat: 32.0744,
    lng: 34.7918,
  },
  {
    city: 'תל אביב',
    kind: 'surf_shop',
    nameHe: 'מועדון הגלישה בחוף הילטון',
    nameEn: 'Hilton Beach surf club',
    addressHe: 'חוף הילטון, תל אביב',
    addressEn: 'Hilton Beach, Tel Aviv',
    lat: 32.0885,
    lng: 34.7695,
  },
  {
    city: 'הרצליה',
    kind: 'mall',
    nameHe: 'קניון שבעת הכוכבים',
    nameEn: 'Seven Stars Mall',
    addressHe: 'שדרות שבעת הכוכבים 8, הרצליה',
    addressEn: '8 Sderot Shivat HaKokhavim, Herzliya',
    lat: 32.165,
    lng: 34.844,
  },
  {
    city: 'הרצליה',
    kind: 'mall',
    nameHe: 'מרינה הרצליה, רחבת הקניון',
    nameEn: 'Herzliya Marina, mall square',
    addressHe: 'יורדי ים 1, הרצליה',
    addressEn: '1 Yordei HaYam St, Herzliya',
    lat: 32.1633,
    lng: 34.7953,
  },
  {
    city: 'נתניה',
    kind: 'mall',
    nameHe: 'קניון עיר ימים',
    nameEn: 'Ir Yamim Mall',
    addressHe: 'בני ברמן 2, נתניה',
    addressEn: '2 Bnei Berman St, Netanya',
    lat: 32.28,
    lng: 34.861,
  },
  {
    city: 'חיפה',
    kind: 'mall',
    nameHe: 'גרנד קניון חיפה',
    nameEn: 'Grand Canyon Haifa',
    addressHe: 'שמחה גולן 54, חיפה',
    addressEn: '54 Simha Golan Rd, Haifa',
    lat: 32.7897,
    lng: 35.0076,
  },
  {
    city: 'חיפה',
    kind: 'police',
    nameHe: 'לובי תחנת המשטרה חוף הכרמל',
    nameEn: 'Hof HaCarmel police station lobby',
    addressHe: 'חוף הכרמל, חיפה',
    addressEn: 'Hof HaCarmel, Haifa',
    lat: 32.7935,
    lng: 34.9585,
  },
  {
    city: 'בת ים',
    kind: 'police',
    nameHe: 'לובי תחנת המשטרה בת ים',
    nameEn: 'Bat Yam police station lobby',
    addressHe: 'בת ים',
    addressEn: 'Bat Yam',
    lat: 32.0205,
    lng: 34.7505,
  },
  {
    city: 'אשדוד',
    kind: 'mall',
    nameHe: 'סטאר סנטר אשדוד',
    nameEn: 'Star Center Ashdod',
    addressHe: 'שדרות הרצל, אשדוד',
    addressEn: 'Sderot Herzl, Ashdod',
    lat: 31.795,
    lng: 34.64,
  },
  {
    city: 'אשקלון',
    kind: 'mall',
    nameHe: 'קניון גירון',
    nameEn: 'Giron Mall',
    addressHe: 'אשקלון',
    addressEn: 'Ashkelon',
    lat: 31.669,
    lng: 34.574,
  },
  {
    city: 'חדרה',
    kind: 'mall',
    nameHe: 'קניון אורות חדרה',
    nameEn: 'Orot Mall Hadera',
    addressHe: 'חדרה',
    addressEn: 'Hadera',
    lat: 32.437,
    lng: 34.917,
  },
];

export async function seedMeetingPlaces(db: Db) {
  await db.insert(meetingPlaces).values(PLACES);
}
