import type { Config } from '../config';
import type { Db } from '../db/client';
import { brands, categories, models, surfboards, technologies, users } from '../db/schema';
import type { ImageService } from '../modules/images/service';
import { boardSearchText } from '../modules/surfboards/search-text';
import { LISTING_TERM_DAYS } from '@galim/shared/surfboards/expiry';
import { renderBoardPhotos, type BoardShape } from './board-art';

// ~40 approved demo boards (plus a few pending, sold and archived ones for the owner pages),
// each with photos drawn as SVG and rendered by sharp through the images pipeline.

export interface SeedBoard {
  seller: string;
  title: string;
  description: string;
  brand: string;
  model?: string;
  category: string;
  technology: string;
  condition: 'new' | 'excellent' | 'good' | 'fair' | 'poor';
  price: number;
  length: number;
  width: number;
  thickness: number;
  volume: number;
  finSetup: number;
  finSystem: 'FCS II' | 'Futures';
  skillLevel: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  sellerType?: 'private' | 'shop' | 'dealer';
  color: string;
  hex: string;
  location: [string, number, number];
  status?: 'pending' | 'rejected' | 'sold' | 'archived';
}

const PLACES: [string, number, number][] = [
  ['תל אביב', 32.08, 34.77],
  ['הרצליה', 32.16, 34.8],
  ['נתניה', 32.33, 34.85],
  ['חיפה', 32.8, 34.96],
  ['אשדוד', 31.8, 34.64],
  ['אשקלון', 31.67, 34.56],
  ['בת ים', 32.02, 34.74],
  ['קיסריה', 32.5, 34.89],
  ['חדרה', 32.45, 34.87],
  ['נהריה', 33.0, 35.09],
];

const COLORS: [string, string][] = [
  ['לבן', '#f8fafc'],
  ['תכלת', '#7dd3fc'],
  ['צהוב', '#fde047'],
  ['כתום', '#fb923c'],
  ['ירוק מנטה', '#6ee7b7'],
  ['אדום', '#f87171'],
  ['כחול', '#3b82f6'],
  ['ורוד', '#f9a8d4'],
];

export type Template = Omit<
  SeedBoard,
  'seller' | 'color' | 'hex' | 'location' | 'status' | 'price'
> & {
  basePrice: number;
};

/** A length in decimal feet, as the database holds it (docs/decisions/053): ft(5, 8) is 5'8". */
const ft = (feet: number, inches = 0) => feet + inches / 12;

export const TEMPLATES: Template[] = [
  {
    title: 'Firewire Seaside – פיש מהיר לגלים קטנים',
    description: 'גלשן קווד מהיר ומהנה, מושלם לגלים של הקיץ בתל אביב. שמור, בלי תיקונים.',
    brand: 'Firewire',
    model: 'Seaside',
    category: 'פיש',
    technology: 'Helium',
    condition: 'excellent',
    basePrice: 2900,
    length: ft(5, 6),
    width: 21.5,
    thickness: 2.6,
    volume: 33,
    finSetup: 4,
    finSystem: 'Futures',
    skillLevel: 'intermediate',
  },
  {
    title: 'Lost Puddle Jumper לגלים חלשים',
    description: 'גלשן רחב וציף שתופס כל גל. מגיע עם סט סנפירים FCS II ותיק.',
    brand: 'Lost',
    model: 'Puddle Jumper',
    category: 'שורטבורד',
    technology: 'PU',
    condition: 'good',
    basePrice: 1800,
    length: ft(5, 8),
    width: 21,
    thickness: 2.55,
    volume: 31,
    finSetup: 5,
    finSystem: 'FCS II',
    skillLevel: 'intermediate',
  },
  {
    title: 'Channel Islands Happy Everyday',
    description: 'השורטבורד היומיומי של אל מריק. מעט סימני שימוש, אין חדירות מים.',
    brand: 'Channel Islands',
    model: 'Happy Everyday',
    category: 'שורטבורד',
    technology: 'PU',
    condition: 'good',
    basePrice: 2200,
    length: ft(6),
    width: 19.75,
    thickness: 2.5,
    volume: 29,
    finSetup: 3,
    finSystem: 'FCS II',
    skillLevel: 'advanced',
  },
  {
    title: 'לונגבורד Torq Mod Fun למתחילים',
    description: 'לונגבורד אפוקסי עמיד במיוחד, יציב מאוד ללמידה. כולל רצועה.',
    brand: 'Torq',
    model: 'Longboard',
    category: 'לונגבורד',
    technology: 'EPS/Epoxy',
    condition: 'good',
    basePrice: 1500,
    length: ft(9),
    width: 22.75,
    thickness: 3.0,
    volume: 68,
    finSetup: 1,
    finSystem: 'FCS II',
    skillLevel: 'beginner',
  },
  {
    title: 'Pyzel Ghost לגלים גדולים',
    description: 'גלשן לימים רציניים בחורף. זנב פין צר, נוסע מעולה בגלים חלולים.',
    brand: 'Pyzel',
    model: 'Ghost',
    category: 'גאן',
    technology: 'PU',
    condition: 'excellent',
    basePrice: 2600,
    length: ft(6, 6),
    width: 19.25,
    thickness: 2.6,
    volume: 32,
    finSetup: 3,
    finSystem: 'FCS II',
    skillLevel: 'expert',
  },
  {
    title: 'Haydenshapes Hypto Krypto – הגלשן לכל מצב',
    description: 'FutureFlex קל ועמיד. גלשן אחד לכל הימים, מגלים קטנים ועד חזה.',
    brand: 'Haydenshapes',
    model: 'Hypto Krypto',
    category: 'פאנבורד',
    technology: 'EPS/Epoxy',
    condition: 'new',
    basePrice: 3400,
    length: ft(6, 4),
    width: 21.25,
    thickness: 2.75,
    volume: 38,
    finSetup: 3,
    finSystem: 'Futures',
    skillLevel: 'intermediate',
  },
  {
    title: 'גלשן ספוג Softech Roller למשפחה',
    description: 'סופט-טופ בטוח ונוח לילדים ולמתחילים. כמה שריטות קטנות בספוג.',
    brand: 'Softech',
    model: 'Roller',
    category: 'גלשן ספוג',
    technology: 'Soft-top',
    condition: 'fair',
    basePrice: 900,
    length: ft(7),
    width: 22.5,
    thickness: 3.1,
    volume: 55,
    finSetup: 3,
    finSystem: 'FCS II',
    skillLevel: 'beginner',
  },
  {
    title: 'מיד-לנגת׳ NSP Funboard',
    description: 'גלשן ביניים יציב ומהיר, מתאים למעבר מגלשן ספוג. תיקון קטן באף.',
    brand: 'NSP',
    model: 'Funboard',
    category: 'מיד-לנגת׳',
    technology: 'EPS/Epoxy',
    condition: 'poor',
    basePrice: 700,
    length: ft(7, 6),
    width: 22,
    thickness: 2.9,
    volume: 52,
    finSetup: 3,
    finSystem: 'FCS II',
    skillLevel: 'beginner',
  },
  {
    title: 'JS Monsta – שורטבורד תחרותי',
    description: 'גלשן ביצועים לגולשים מתקדמים. רגיש ומהיר, נשמר במעמד בבית.',
    brand: 'JS Industries',
    model: 'Monsta',
    category: 'שורטבורד',
    technology: 'PU',
    condition: 'excellent',
    basePrice: 2400,
    length: ft(5, 11),
    width: 18.75,
    thickness: 2.3,
    volume: 26,
    finSetup: 3,
    finSystem: 'FCS II',
    skillLevel: 'expert',
  },
  {
    title: 'Lost RNF 96 פיש רטרו',
    description: 'Round Nose Fish קלאסי, זריז ומלא כיף בגלים רכים.',
    brand: 'Lost',
    model: 'RNF 96',
    category: 'פיש',
    technology: 'PU',
    condition: 'good',
    basePrice: 1700,
    length: ft(5, 5),
    width: 20.75,
    thickness: 2.45,
    volume: 29.5,
    finSetup: 2,
    finSystem: 'Futures',
    skillLevel: 'intermediate',
  },
];

const SELLERS = [
  'yoni@galim.example',
  'maya@galim.example',
  'omer@galim.example',
  'dana@galim.example',
];

/** Deterministic pseudo-random numbers: the same demo every time. */
export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export function demoBoards(): SeedBoard[] {
  const rnd = random(7);
  const boards: SeedBoard[] = [];
  for (let i = 0; i < 44; i++) {
    const t = TEMPLATES[i % TEMPLATES.length]!;
    const [color, hex] = COLORS[i % COLORS.length]!;
    const seller = SELLERS[i % SELLERS.length]!;
    const sellerType: SeedBoard['sellerType'] =
      seller === 'omer@galim.example' ? (i % 8 === 2 ? 'shop' : 'dealer') : 'private';
    const { basePrice, ...rest } = t;
    const status: SeedBoard['status'] =
      i === 40
        ? 'pending'
        : i === 41
          ? 'sold'
          : i === 42
            ? 'archived'
            : i === 43
              ? 'rejected'
              : undefined;
    boards.push({
      ...rest,
      title: i < TEMPLATES.length ? t.title : `${t.title} (${color})`,
      seller,
      sellerType,
      color,
      hex,
      price: Math.round((basePrice * (0.8 + rnd() * 0.4)) / 50) * 50,
      // Whole inches, up to 2 either way.
      length: Math.round(t.length * 12 + (rnd() - 0.5) * 4) / 12,
      volume: Math.round((t.volume + (rnd() - 0.5) * 4) * 10) / 10,
      location: PLACES[i % PLACES.length]!,
      status,
    });
  }
  return boards;
}

/**
 * The oldest listings of a living market are near the end of their term: dana's (Hebrew) and
 * maya's (English) come off the site in 5 and 6 days, so the listing-expiry job asks each
 * "still for sale?" once. They are the oldest public boards.
 */
export const EXPIRING_SOON: Readonly<Record<number, number>> = { 37: 54, 39: 55 };

/** How long ago demo board `i` was published: a board every 23 hours, newest first. */
function ageHours(i: number): number {
  const days = EXPIRING_SOON[i];
  return days === undefined ? i * 23 + 3 : days * 24;
}

function shapeOf(category: string): BoardShape {
  if (category === 'לונגבורד' || category === 'גלשן ספוג') return 'longboard';
  if (category === 'פיש') return 'fish';
  if (category === 'מיד-לנגת׳' || category === 'פאנבורד') return 'funboard';
  if (category === 'גאן') return 'gun';
  return 'shortboard';
}

export async function seedSurfboards(db: Db, _config: Config, images: ImageService) {
  const [userRows, brandRows, modelRows, categoryRows, technologyRows] = await Promise.all([
    db.select().from(users),
    db.select().from(brands),
    db.select().from(models),
    db.select().from(categories),
    db.select().from(technologies),
  ]);
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  const brandId = new Map(brandRows.map((b) => [b.title, b.id]));
  const categoryId = new Map(categoryRows.map((c) => [c.title, c.id]));
  const technologyId = new Map(technologyRows.map((t) => [t.title, t.id]));
  const now = Date.now();

  const boards = demoBoards();
  // Photos are drawn a few boards at a time (sharp works on its own threads).
  const photosOf = new Map<number, Promise<Awaited<ReturnType<ImageService['store']>>>>();
  const photos = (i: number) => {
    const b = boards[i];
    if (!b) return;
    if (!photosOf.has(i)) {
      photosOf.set(
        i,
        renderBoardPhotos({ shape: shapeOf(b.category), color: b.hex, variant: i }).then((png) =>
          images.store(png),
        ),
      );
    }
    return photosOf.get(i)!;
  };
  for (const [i, b] of boards.entries()) {
    for (let k = 1; k <= 3; k++) void photos(i + k)?.catch(() => undefined);
    const stored = await photos(i)!;
    const sellerId = userId.get(b.seller);
    const bId = brandId.get(b.brand);
    if (!sellerId || !bId) continue;
    const model = modelRows.find((m) => m.brandId === bId && m.title === b.model);
    const createdAt = new Date(now - ageHours(i) * 3_600_000);
    const sold = b.status === 'sold';
    await db.insert(surfboards).values({
      sellerId,
      title: b.title,
      description: b.description,
      price: b.price,
      brandId: bId,
      modelId: model?.id ?? null,
      categoryId: categoryId.get(b.category) ?? null,
      technologyId: technologyId.get(b.technology) ?? null,
      condition: b.condition,
      volume: b.volume,
      length: b.length,
      width: b.width,
      thickness: b.thickness,
      finSetup: b.finSetup,
      finSystem: b.finSystem,
      color: b.color,
      skillLevel: b.skillLevel,
      sellerType: b.sellerType ?? 'private',
      locationText: b.location[0],
      lat: b.location[1],
      lng: b.location[2],
      images: stored,
      coverIndex: 0,
      moderationStatus:
        b.status === 'pending' ? 'pending' : b.status === 'rejected' ? 'rejected' : 'approved',
      moderatedAt: b.status === 'pending' ? null : createdAt,
      moderationNotes: b.status === 'rejected' ? 'התמונות לא מראות את הגלשן' : null,
      isSold: sold,
      soldDate: sold ? new Date(now - 86_400_000) : null,
      soldPrice: sold ? b.price : null,
      soldThroughWebsite: sold ? true : null,
      archived: b.status === 'archived',
      archivedAt: b.status === 'archived' ? new Date(now - 2 * 86_400_000) : null,
      viewCount: (i * 37) % 180,
      searchText: boardSearchText({
        title: b.title,
        brandTitle: b.brand,
        modelTitle: model?.title,
        description: b.description,
      }),
      // A term of 60 days from publishing, as a real listing has (decision 058).
      expiresAt: new Date(createdAt.getTime() + LISTING_TERM_DAYS * 86_400_000),
      createdAt,
      listedAt: createdAt,
      updatedAt: createdAt,
    });
  }
}
