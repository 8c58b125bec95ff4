import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../db/client';
import { brands, categories, models, technologies } from '../db/schema';

// Real surf brands and some of their well-known models.
export const SEED_BRANDS: {
  title: string;
  description: string;
  brandRating: number;
  models: string[];
}[] = [
  {
    title: 'Firewire',
    description: 'טכנולוגיות אפוקסי ו-Helium, עיצובים של דן מאן וטומו',
    brandRating: 5,
    models: ['Seaside', 'Dominator 2.0', 'Sunday', 'Mashup'],
  },
  {
    title: 'Lost',
    description: 'מאיין קפקס / Lost Surfboards מקליפורניה',
    brandRating: 5,
    models: ['Puddle Jumper', 'Driver 3.0', 'RNF 96', 'Round Nose Fish'],
  },
  {
    title: 'Channel Islands',
    description: 'אל מריק – קלאסיקות של סנטה ברברה',
    brandRating: 5,
    models: ['Happy Everyday', 'Fishbeard', 'CI Pro', 'Dumpster Diver 2'],
  },
  {
    title: 'JS Industries',
    description: 'ג׳ייסון סטיבנסון מאוסטרליה',
    brandRating: 5,
    models: ['Monsta', 'Big Baron', 'Xero'],
  },
  {
    title: 'Pyzel',
    description: 'ג׳ון פייזל מהצפון של אואהו',
    brandRating: 5,
    models: ['Ghost', 'Phantom', 'Crisis', 'Mini Ghost'],
  },
  {
    title: 'Haydenshapes',
    description: 'היידן קוקס ו-FutureFlex',
    brandRating: 4,
    models: ['Hypto Krypto', 'Holy Grail', 'Love Buzz'],
  },
  {
    title: 'Torq',
    description: 'גלשני TET אפוקסי עמידים במחיר נוח',
    brandRating: 4,
    models: ['Mod Fun', 'Longboard', 'Fish', 'Mini Malibu'],
  },
  {
    title: 'NSP',
    description: 'גלשנים עמידים לבית ספר ולמתחילים',
    brandRating: 4,
    models: ['Funboard', 'Longboard', 'Fish', 'Protech'],
  },
  {
    title: 'Softech',
    description: 'גלשני ספוג איכותיים',
    brandRating: 4,
    models: ['Handshaped', 'Roller', 'Mason Twin'],
  },
];

/**
 * The makers of the rest of a surfer's gear (issue 53), by the kinds each makes: the publish
 * form of a wetsuit offers the wetsuit makers. Apart from the boards' brands, which the demo's
 * boards and the bench's are spread over.
 */
export const SEED_GEAR_BRANDS: {
  title: string;
  description: string;
  brandRating: number;
  kinds: TListingKind[];
}[] = [
  {
    title: "O'Neill",
    description: 'חליפות מסנטה קרוז מאז 1952, ממציאי חליפת הגלישה',
    brandRating: 5,
    kinds: ['wetsuit', 'leash'],
  },
  {
    title: 'Rip Curl',
    description: 'חליפות Flashbomb ו-E-Bomb מטורקי, אוסטרליה',
    brandRating: 5,
    kinds: ['wetsuit', 'leash', 'bag'],
  },
  {
    title: 'Billabong',
    description: 'חליפות Furnace מחוף הזהב, אוסטרליה',
    brandRating: 4,
    kinds: ['wetsuit'],
  },
  {
    title: 'Quiksilver',
    description: 'חליפות Highline ו-Marathon Sessions',
    brandRating: 4,
    kinds: ['wetsuit'],
  },
  {
    title: 'Xcel',
    description: 'חליפות Drylock ו-Infiniti מהוואי',
    brandRating: 5,
    kinds: ['wetsuit'],
  },
  {
    title: 'FCS',
    description: 'מערכות סנפירים FCS ו-FCS II, לישים, גריפים ותיקים',
    brandRating: 5,
    kinds: ['fins', 'leash', 'traction', 'bag', 'rack'],
  },
  {
    title: 'Futures',
    description: 'סנפירי Futures בטכנולוגיות Honeycomb, Blackstix ו-Alpha',
    brandRating: 5,
    kinds: ['fins'],
  },
  {
    title: 'Captain Fin',
    description: 'סנפירים צבעוניים לשורטבורד ולונגבורד מקליפורניה',
    brandRating: 4,
    kinds: ['fins'],
  },
  {
    title: 'Creatures of Leisure',
    description: 'לישים, גריפים ותיקים מאוסטרליה',
    brandRating: 4,
    kinds: ['leash', 'traction', 'bag'],
  },
  {
    title: 'Dakine',
    description: 'תיקים, גגונים, לישים וגריפים',
    brandRating: 4,
    kinds: ['bag', 'rack', 'leash', 'traction'],
  },
];

// Each with its English name and description, so the English pages show English (decision 051).
export const SEED_CATEGORIES = [
  {
    title: 'שורטבורד',
    description: 'גלשן קצר ותמרוני לגלים חזקים',
    translations: {
      en: { title: 'Shortboard', description: 'A short, manoeuvrable board for powerful waves' },
    },
  },
  {
    title: 'לונגבורד',
    description: 'גלשן ארוך, 9 רגל ומעלה, לגלישה קלאסית',
    translations: {
      en: { title: 'Longboard', description: 'A long board, 9 feet and over, for classic surfing' },
    },
  },
  {
    title: 'פיש',
    description: 'גלשן רחב וקצר עם זנב מפוצל לגלים קטנים',
    translations: {
      en: { title: 'Fish', description: 'A short, wide board with a split tail for small waves' },
    },
  },
  {
    title: 'פאנבורד',
    description: 'גלשן ביניים נוח להתקדמות',
    translations: {
      en: { title: 'Funboard', description: 'An easy in-between board to progress on' },
    },
  },
  {
    title: 'מיד-לנגת׳',
    description: 'בין 7 ל-8 רגל, יציב ומהיר',
    translations: {
      en: { title: 'Mid-length', description: 'Between 7 and 8 feet, stable and fast' },
    },
  },
  {
    title: 'גאן',
    description: 'גלשן ארוך וצר לגלים גדולים',
    translations: { en: { title: 'Gun', description: 'A long, narrow board for big waves' } },
  },
  {
    title: 'גלשן ספוג',
    description: 'סופט-טופ בטוח למתחילים',
    translations: { en: { title: 'Soft-top', description: 'A safe foam board for beginners' } },
  },
  {
    title: 'SUP',
    description: 'גלשן עמידה עם משוט',
    translations: { en: { title: 'SUP', description: 'A stand-up board with a paddle' } },
  },
];

export const SEED_TECHNOLOGIES = [
  {
    title: 'PU',
    description: 'פוליאוריתן ופיברגלס – התחושה הקלאסית',
    translations: {
      en: { title: 'PU', description: 'Polyurethane and fibreglass: the classic feel' },
    },
  },
  {
    title: 'EPS/Epoxy',
    description: 'ליבת EPS ושרף אפוקסי – קל וציף',
    translations: {
      en: { title: 'EPS/Epoxy', description: 'An EPS core with epoxy resin: light and buoyant' },
    },
  },
  {
    title: 'Helium',
    description: 'טכנולוגיית Helium של Firewire',
    translations: { en: { title: 'Helium', description: "Firewire's Helium technology" } },
  },
  {
    title: 'LFT',
    description: 'Linear Flex Technology של Firewire',
    translations: { en: { title: 'LFT', description: "Firewire's Linear Flex Technology" } },
  },
  {
    title: 'Soft-top',
    description: 'ציפוי ספוג רך',
    translations: { en: { title: 'Soft-top', description: 'A soft foam deck' } },
  },
];

export async function seedReferenceData(db: Db) {
  const brandRows = await db
    .insert(brands)
    .values(
      SEED_BRANDS.map(({ title, description, brandRating }) => ({
        title,
        description,
        brandRating,
      })),
    )
    .returning();
  const gearBrandRows = await db.insert(brands).values(SEED_GEAR_BRANDS).returning();
  const byTitle = new Map(brandRows.map((b) => [b.title, b.id]));
  const modelRows = await db
    .insert(models)
    .values(
      SEED_BRANDS.flatMap((b) =>
        b.models.map((title) => ({ title, brandId: byTitle.get(b.title)!, description: '' })),
      ),
    )
    .returning();
  const categoryRows = await db.insert(categories).values(SEED_CATEGORIES).returning();
  const technologyRows = await db.insert(technologies).values(SEED_TECHNOLOGIES).returning();
  return {
    brands: brandRows,
    gearBrands: gearBrandRows,
    models: modelRows,
    categories: categoryRows,
    technologies: technologyRows,
  };
}
