import type { TCity } from '@galim/shared/geo/cities';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import type { TAttributesOf } from '@galim/shared/listings/validate';
import type { TBoardCondition } from '@galim/shared/surfboards/options';
import type { GearKind } from './gear-art';

// The demo market's gear (issue 53): fins, leashes, bags, traction, racks and the rest here, the
// wetsuits in gear-wetsuits.ts, as Israeli sellers write them: mostly Hebrew, a few in English
// (maya chose English). Prices in shekels. gear.ts checks every item against the kind's
// declarations and the brand's kinds when it seeds.

export type GearSeller = 'yoni' | 'maya' | 'omer' | 'dana';

export interface SeedGear {
  kind: GearKind;
  /** One of SEED_GEAR_BRANDS that makes this kind; null for what no seeded brand makes. */
  brand: string | null;
  attributes: Record<string, TAttributeValue>;
  condition: TBoardCondition;
  price: number;
  description: string;
  seller: GearSeller;
  place: TCity;
}

/** Typed by its kind, so a wrong key or option fails the type check before the seed does. */
export const gear = <K extends GearKind>(
  kind: K,
  attributes: TAttributesOf<K>,
  item: Omit<SeedGear, 'kind' | 'attributes'>,
): SeedGear => ({ kind, attributes: attributes as Record<string, TAttributeValue>, ...item });

/** Everything but the wetsuits (gear-wetsuits.ts). */
export const DEMO_ACCESSORIES: SeedGear[] = [
  // Fins.
  gear(
    'fins',
    { system: 'fcs2', set: 'thruster', size: 'M', material: 'fibreglass' },
    {
      brand: 'FCS',
      condition: 'good',
      price: 280,
      description:
        'סט FCS II Performer במידה M, שלושה סנפירים. קצת שריטות בקצוות, בלי שברים. מתאים לגולשים של 65 עד 80 קילו.',
      seller: 'yoni',
      place: 'תל אביב',
    },
  ),
  gear(
    'fins',
    { system: 'fcs2', set: 'quad', size: 'L', material: 'fibreglass' },
    {
      brand: 'FCS',
      condition: 'new',
      price: 460,
      description: 'סט קוואד FCS II Carver Neo Glass, מידה L. חדש באריזה, אחריות של החנות.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),
  gear(
    'fins',
    { system: 'futures', set: 'thruster', size: 'M', material: 'honeycomb' },
    {
      brand: 'Futures',
      condition: 'excellent',
      price: 380,
      description:
        'Futures F6 Honeycomb, סט של שלושה. קלים ומגיבים, היו על הגלשן חצי שנה. עוברים לקוואד ולכן מוכר.',
      seller: 'dana',
      place: 'חיפה',
    },
  ),
  gear(
    'fins',
    { system: 'futures', set: 'thruster', size: 'L', material: 'carbon' },
    {
      brand: 'Futures',
      condition: 'excellent',
      price: 520,
      description:
        'סנפירי Futures Jordy Smith מסדרת Alpha, קרבון. נוקשים ומהירים, לימים חזקים. כמו חדשים.',
      seller: 'yoni',
      place: 'בת ים',
    },
  ),
  gear(
    'fins',
    { system: 'futures', set: 'quad', size: 'M', material: 'honeycomb' },
    {
      brand: 'Futures',
      condition: 'good',
      price: 320,
      description:
        'Futures quad set, honeycomb, size M. Loose and fast on my fish in small summer waves. A few scuffs on the bases.',
      seller: 'maya',
      place: 'נתניה',
    },
  ),
  gear(
    'fins',
    { system: 'single-box', set: 'single', material: 'fibreglass' },
    {
      brand: 'Captain Fin',
      condition: 'good',
      price: 220,
      description:
        'סנפיר יחיד 9 אינץ׳ של Captain Fin ללונגבורד, עם הבורג. סימני שימוש קלים, יציב מאוד בנוז-רייד.',
      seller: 'dana',
      place: 'נהריה',
    },
  ),
  gear(
    'fins',
    { system: 'fcs', set: 'twin', size: 'L', material: 'fibreglass' },
    {
      brand: 'Captain Fin',
      condition: 'excellent',
      price: 300,
      description:
        'זוג קילים לפיש של Captain Fin, לקופסאות FCS הישנות (שתי לשוניות). צבעוניים ויפים, כמעט בלי שימוש.',
      seller: 'omer',
      place: 'אשקלון',
    },
  ),
  gear(
    'fins',
    { system: 'fcs2', set: 'two-plus-one', size: 'L', material: 'fibreglass' },
    {
      brand: 'FCS',
      condition: 'new',
      price: 390,
      description:
        'סט 2+1 של FCS II ללונגבורד ומיד-לנגת׳: סנפיר מרכזי 8 אינץ׳ ושני סייד-בייטס. חדש.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),

  // Leashes.
  gear(
    'leash',
    { length: 6, thickness: 'regular', attachment: 'ankle' },
    {
      brand: 'FCS',
      condition: 'new',
      price: 210,
      description: 'ליש FCS Freedom באורך 6 רגל, החבל שלא מסתבך. חדש באריזה.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),
  gear(
    'leash',
    { length: 6, thickness: 'comp', attachment: 'ankle' },
    {
      brand: 'Creatures of Leisure',
      condition: 'good',
      price: 90,
      description: 'ליש דק של Creatures לשורטבורד, 6 רגל. הוולקרו עוד תופס חזק.',
      seller: 'yoni',
      place: 'הרצליה',
    },
  ),
  gear(
    'leash',
    { length: 7, thickness: 'regular', attachment: 'ankle' },
    {
      brand: 'Dakine',
      condition: 'excellent',
      price: 110,
      description: 'ליש Dakine Kainui באורך 7 רגל, לגלשנים של 6 עד 7 רגל. שימוש של חודש.',
      seller: 'dana',
      place: 'חיפה',
    },
  ),
  gear(
    'leash',
    { length: 9, thickness: 'regular', attachment: 'calf' },
    {
      brand: "O'Neill",
      condition: 'excellent',
      price: 120,
      description:
        "Calf leash for a longboard, 9 feet, by O'Neill. Keeps the cord off your feet when you walk the board.",
      seller: 'maya',
      place: 'קיסריה',
    },
  ),
  gear(
    'leash',
    { length: 8, thickness: 'regular', attachment: 'ankle' },
    {
      brand: 'Rip Curl',
      condition: 'fair',
      price: 60,
      description: 'ליש 8 רגל של Rip Curl לפאנבורד. החבל קצת דהוי מהשמש, אבל שלם וחזק.',
      seller: 'yoni',
      place: 'תל אביב',
    },
  ),
  gear(
    'leash',
    { length: 10, thickness: 'big-wave', attachment: 'ankle' },
    {
      brand: 'Creatures of Leisure',
      condition: 'excellent',
      price: 180,
      description: 'ליש עבה 10 רגל של Creatures לגאן ולימים הגדולים של החורף. נבדק ואין בו סדקים.',
      seller: 'omer',
      place: 'אשקלון',
    },
  ),

  // Board bags.
  gear(
    'bag',
    { type: 'day', length: 6.5, boards: 1 },
    {
      brand: 'Dakine',
      condition: 'good',
      price: 300,
      description:
        'תיק יום Dakine Mission לגלשנים עד 6\'6". ריפוד טוב, רוכסן עובד חלק. מגן על הגלשן מהשמש ברכב.',
      seller: 'yoni',
      place: 'בת ים',
    },
  ),
  gear(
    'bag',
    { type: 'day', length: 7.5, boards: 1 },
    {
      brand: 'Creatures of Leisure',
      condition: 'good',
      price: 260,
      description:
        'תיק יום של Creatures לפאנבורד עד 7\'6". יש כיס לסנפירים ולווקס. כמה כתמים מבחוץ, אין קרעים.',
      seller: 'dana',
      place: 'חיפה',
    },
  ),
  gear(
    'bag',
    { type: 'travel', length: 7, boards: 2, wheels: false },
    {
      brand: 'FCS',
      condition: 'excellent',
      price: 750,
      description:
        'תיק טיסה FCS לשני גלשנים עד 7\'0", ריפוד עבה וחגורות פנימיות. טס איתי פעם אחת לסרי לנקה.',
      seller: 'omer',
      place: 'אשקלון',
    },
  ),
  gear(
    'bag',
    { type: 'travel', length: 6.5, boards: 3, wheels: true },
    {
      brand: 'Rip Curl',
      condition: 'good',
      price: 1100,
      description:
        'Rip Curl travel coffin for three boards up to 6\'6", with wheels. Went to Indo and back twice, one handle was re-stitched. Saves a fortune in airline fees.',
      seller: 'maya',
      place: 'נתניה',
    },
  ),
  gear(
    'bag',
    { type: 'sock', length: 6, boards: 1 },
    {
      brand: 'FCS',
      condition: 'new',
      price: 110,
      description: 'גרב מתיחה של FCS לגלשן עד 6\'0". שומר מפני שריטות וחול. חדש.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),

  // Traction pads.
  gear(
    'traction',
    { pieces: 3, kicker: true, archBar: true },
    {
      brand: 'Creatures of Leisure',
      condition: 'new',
      price: 180,
      description: 'גריפ Creatures של מיק פאנינג, שלושה חלקים עם קיקר גבוה. חדש באריזה.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),
  gear(
    'traction',
    { pieces: 3, kicker: true, archBar: true },
    {
      brand: 'FCS',
      condition: 'new',
      price: 190,
      description:
        'גריפ FCS Filipe Toledo בשלושה חלקים. הזמנתי שניים בטעות, אז אחד למכירה. לא הודבק.',
      seller: 'yoni',
      place: 'הרצליה',
    },
  ),
  gear(
    'traction',
    { pieces: 1, kicker: false },
    {
      brand: 'Dakine',
      condition: 'new',
      price: 120,
      description:
        'Front foot traction by Dakine, one piece. Still sealed, never stuck on a board.',
      seller: 'maya',
      place: 'קיסריה',
    },
  ),
  gear(
    'traction',
    { pieces: 2, kicker: true, archBar: false },
    {
      brand: 'Creatures of Leisure',
      condition: 'new',
      price: 150,
      description: 'גריפ של Creatures בשני חלקים עם קיקר, לפיש ולגלשנים רחבים. חדש.',
      seller: 'dana',
      place: 'נהריה',
    },
  ),

  // Racks.
  gear(
    'rack',
    { type: 'soft', mount: 'car', boards: 2, lockable: false },
    {
      brand: 'FCS',
      condition: 'good',
      price: 220,
      description:
        'גגון רך של FCS לרכב בלי מוטות, מחזיק שני גלשנים. הרצועות עוברות בתוך הדלתות. עבד לי שלוש שנים בלי בעיה.',
      seller: 'yoni',
      place: 'תל אביב',
    },
  ),
  gear(
    'rack',
    { type: 'hard', mount: 'wall', boards: 3, lockable: false },
    {
      brand: 'Dakine',
      condition: 'new',
      price: 280,
      description: 'מתקן קיר של Dakine לשלושה גלשנים, עם ריפוד ובורגים להתקנה. חדש בקופסה.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),
  gear(
    'rack',
    { type: 'soft', mount: 'car', boards: 2, lockable: true },
    {
      brand: 'FCS',
      condition: 'excellent',
      price: 300,
      description:
        'FCS Cam Lock soft racks, double, with lockable straps so the boards stay on the car while you grab a coffee.',
      seller: 'maya',
      place: 'נתניה',
    },
  ),

  // The rest: no seeded brand makes these.
  gear(
    'other',
    { what: 'booties', size: '43' },
    {
      brand: null,
      condition: 'good',
      price: 120,
      description: 'נעלי גלישה 3 מ״מ במידה 43. חובה לסלעים בבת גלים ובחורף. הסוליה במצב טוב.',
      seller: 'dana',
      place: 'חיפה',
    },
  ),
  gear(
    'other',
    { what: 'poncho', size: 'M' },
    {
      brand: null,
      condition: 'excellent',
      price: 140,
      description: 'פונצ׳ו מגבת עם כובע להחלפה בחוף. כחול, מידה M, כובס ומוכן.',
      seller: 'yoni',
      place: 'בת ים',
    },
  ),
  gear(
    'other',
    { what: 'wax' },
    {
      brand: null,
      condition: 'new',
      price: 80,
      description: 'עשר חפיסות ווקס למים חמים, מתאימות לקיץ בים התיכון. חדשות, נשארו מהחנות.',
      seller: 'omer',
      place: 'אשקלון',
    },
  ),
];
