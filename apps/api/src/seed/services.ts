import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { serviceReviews, services, users, type StoredImage } from '../db/schema';
import type { ImageService } from '../modules/images/service';
import { recomputeServiceRating } from '../modules/services/review-service';
import { serviceSearchText } from '../modules/services/search-text';

// Demo surf services: a few of each type from the demo users, approved, with pictures drawn
// as SVG here and rendered by sharp (no downloads), and a handful of reviews.

function scene(sky: string, sea: string, accent: string, kind: 'wave' | 'board' | 'camera') {
  const subject =
    kind === 'board'
      ? `<g transform="rotate(-28 600 330)"><ellipse cx="600" cy="330" rx="260" ry="52" fill="${accent}"/><line x1="360" y1="330" x2="840" y2="330" stroke="#fff" stroke-width="6"/></g>`
      : kind === 'camera'
        ? `<rect x="470" y="230" width="260" height="170" rx="24" fill="#1e293b"/><rect x="540" y="205" width="90" height="40" rx="10" fill="#1e293b"/><circle cx="600" cy="315" r="62" fill="${accent}"/><circle cx="600" cy="315" r="34" fill="#0f172a"/>`
        : `<circle cx="930" cy="150" r="70" fill="${accent}"/><path d="M520 430 q60 -150 170 -60" stroke="#0f172a" stroke-width="10" fill="none"/><ellipse cx="600" cy="440" rx="120" ry="18" fill="#f8fafc"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <path d="M0 470 C200 400 400 540 600 470 S1000 400 1200 470 V800 H0Z" fill="${sea}"/>
  <path d="M0 560 C200 500 400 620 600 560 S1000 500 1200 560 V800 H0Z" fill="${sea}" opacity="0.7"/>
  <path d="M0 650 C220 610 420 700 640 650 S1020 610 1200 650 V800 H0Z" fill="#e0f2fe" opacity="0.6"/>
  ${subject}
</svg>`;
}

async function draw(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoService {
  email: string;
  serviceType: 'surf-instructor' | 'surfboard-repair' | 'surf-photographer';
  title: string;
  description: string;
  price: number;
  priceType: string;
  address: string;
  city: string;
  region: string;
  operatingRegions: string[];
  details: Record<string, unknown>;
  tags: string[];
  targetSkillLevels: string[];
  groupSize?: { min: number; max: number };
  availability: string[];
  featured?: boolean;
  art: [string, string, string, 'wave' | 'board' | 'camera'];
}

const DEMO: DemoService[] = [
  {
    email: 'maya@galim.example',
    serviceType: 'surf-instructor',
    title: 'שיעורי גלישה במכמורת עם מאיה',
    description:
      'מדריכת גלישה מוסמכת עם 10 שנות ניסיון. שיעורים פרטיים וקבוצות קטנות, גלשנים רכים וחליפות כלולים. מתאים למתחילים ולמי שרוצה לשפר תמרונים.',
    price: 250,
    priceType: 'hourly',
    address: 'חוף מכמורת',
    city: 'נתניה',
    region: 'center',
    operatingRegions: ['center', 'north'],
    details: {
      experience: 10,
      certifications: 'מדריכת גלישה מוסמכת, מצילת ים',
      lessonTypes: ['beginner', 'intermediate', 'longboard', 'kids'],
      languages: ['hebrew', 'english'],
    },
    tags: ['beginner', 'intermediate', 'longboard', 'kids'],
    targetSkillLevels: ['beginner', 'intermediate'],
    groupSize: { min: 1, max: 6 },
    availability: ['mornings', 'weekends'],
    featured: true,
    art: ['#7dd3fc', '#0284c7', '#fbbf24', 'wave'],
  },
  {
    email: 'yoni@galim.example',
    serviceType: 'surf-instructor',
    title: 'אימון גלישה מתקדם בהילטון',
    description:
      'אימונים אישיים לגולשים בינוניים ומתקדמים: קריאת גלים, בוטום טרן, קאטבק וצילום וידאו לניתוח אחרי הסשן.',
    price: 300,
    priceType: 'session',
    address: 'חוף הילטון',
    city: 'תל אביב',
    region: 'tel-aviv',
    operatingRegions: ['tel-aviv'],
    details: {
      experience: 15,
      certifications: 'מאמן גלישה מוסמך',
      lessonTypes: ['advanced', 'shortboard', 'competition'],
      languages: ['hebrew', 'english', 'french'],
    },
    tags: ['advanced', 'shortboard', 'competition'],
    targetSkillLevels: ['intermediate', 'advanced'],
    groupSize: { min: 1, max: 3 },
    availability: ['mornings', 'evenings'],
    art: ['#bae6fd', '#0369a1', '#f97316', 'wave'],
  },
  {
    email: 'dana@galim.example',
    serviceType: 'surf-instructor',
    title: 'גלישת SUP וגלישה לילדים בחיפה',
    description:
      'סדנאות SUP וגלישה לילדים ולמשפחות בבת גלים. דגש על בטיחות וכיף, ציוד מלא ומים רדודים.',
    price: 180,
    priceType: 'session',
    address: 'חוף בת גלים',
    city: 'חיפה',
    region: 'north',
    operatingRegions: ['north'],
    details: {
      experience: 4,
      lessonTypes: ['SUP', 'kids', 'safety'],
      languages: ['hebrew', 'russian'],
    },
    tags: ['SUP', 'kids', 'safety'],
    targetSkillLevels: ['beginner'],
    groupSize: { min: 2, max: 8 },
    availability: ['weekends'],
    art: ['#a5f3fc', '#0e7490', '#facc15', 'wave'],
  },
  {
    email: 'omer@galim.example',
    serviceType: 'surfboard-repair',
    title: 'תיקוני גלשנים באשדוד – עומר',
    description:
      'תיקון דינגים, רייל, אף וזנב, קופסאות סנפירים ודלמינציה. עבודה באפוקסי ובפוליאסטר, החזרה תוך ימים ספורים.',
    price: 150,
    priceType: 'fixed',
    address: 'רחוב הדייגים 4',
    city: 'אשדוד',
    region: 'south',
    operatingRegions: ['south', 'center'],
    details: {
      repairTypes: ['ding-repair', 'rail-repair', 'fin-box-repair', 'delamination-repair'],
      materials: 'אפוקסי, פוליאסטר, סיבי זכוכית',
      turnaroundTime: '3-5 ימי עבודה',
      languages: ['hebrew', 'english'],
    },
    tags: ['ding-repair', 'rail-repair', 'fin-box-repair', 'delamination-repair'],
    targetSkillLevels: [],
    availability: ['weekdays', 'by-appointment'],
    art: ['#fde68a', '#0891b2', '#f43f5e', 'board'],
  },
  {
    email: 'yoni@galim.example',
    serviceType: 'surfboard-repair',
    title: 'ריסטור וחידוש גלשנים ישנים',
    description:
      'מחזירים לחיים גלשנים ישנים: ליטוש, צביעה, חידוש ציפוי ותיקון פקק ליש. גם עבודות מיוחדות לפי הזמנה.',
    price: 400,
    priceType: 'package',
    address: 'רחוב הירקון 100',
    city: 'תל אביב',
    region: 'tel-aviv',
    operatingRegions: ['tel-aviv', 'center'],
    details: {
      repairTypes: ['refinishing', 'custom-work', 'leash-plug-repair'],
      materials: 'אפוקסי, צבעי אקריליק',
      turnaroundTime: 'עד שבועיים',
      languages: ['hebrew'],
    },
    tags: ['refinishing', 'custom-work', 'leash-plug-repair'],
    targetSkillLevels: [],
    availability: ['weekdays'],
    art: ['#fecaca', '#0ea5e9', '#22c55e', 'board'],
  },
  {
    email: 'maya@galim.example',
    serviceType: 'surf-photographer',
    title: 'צילומי גלישה מהמים בקיסריה',
    description:
      'צילום אקשן מהמים ומהחוף עם עדשות ארוכות ומארז מים. קבלת תמונות ערוכות ברזולוציה מלאה תוך 48 שעות.',
    price: 350,
    priceType: 'session',
    address: 'חוף האקוודוקט',
    city: 'קיסריה',
    region: 'north',
    operatingRegions: ['north', 'center'],
    details: {
      photographyTypes: ['action-shots', 'underwater', 'lifestyle'],
      equipment: 'Sony A1, 600mm, מארז מים',
      deliveryTime: '48 שעות',
      languages: ['hebrew', 'english'],
    },
    tags: ['action-shots', 'underwater', 'lifestyle'],
    targetSkillLevels: ['intermediate', 'advanced', 'pro'],
    availability: ['mornings', 'weekends'],
    featured: true,
    art: ['#c7d2fe', '#1d4ed8', '#fb7185', 'camera'],
  },
  {
    email: 'omer@galim.example',
    serviceType: 'surf-photographer',
    title: 'רחפן וצילומי תחרויות בדרום',
    description:
      'צילומי רחפן, תחרויות ואירועי גלישה באשדוד ובאשקלון. מתאים גם לבתי ספר לגלישה ולמותגים.',
    price: 900,
    priceType: 'daily',
    address: 'מרינה אשקלון',
    city: 'אשקלון',
    region: 'south',
    operatingRegions: ['south'],
    details: {
      photographyTypes: ['aerial', 'competitions', 'commercial'],
      equipment: 'DJI Mavic 3, Canon R5',
      deliveryTime: '5 ימים',
      languages: ['hebrew'],
    },
    tags: ['aerial', 'competitions', 'commercial'],
    targetSkillLevels: [],
    availability: ['weekdays', 'weekends'],
    art: ['#fef3c7', '#0f766e', '#6366f1', 'camera'],
  },
];

const REVIEWS: { service: number; email: string; rating: number; text: string }[] = [
  {
    service: 0,
    email: 'yoni@galim.example',
    rating: 5,
    text: 'מדריכה סבלנית ומקצועית, עמדתי כבר בשיעור הראשון!',
  },
  {
    service: 0,
    email: 'dana@galim.example',
    rating: 4,
    text: 'שיעור מצוין, קצת עמוס בחוף בסופ"ש.',
  },
  { service: 3, email: 'yoni@galim.example', rating: 5, text: 'תיקון מהיר ונקי, הגלשן כמו חדש.' },
  {
    service: 5,
    email: 'omer@galim.example',
    rating: 5,
    text: 'תמונות מדהימות, הגיעו אפילו מהר מהמובטח.',
  },
];

export async function seedServices(db: Db, _config: Config, images: ImageService): Promise<void> {
  const emails = [...new Set(DEMO.map((d) => d.email).concat(REVIEWS.map((r) => r.email)))];
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((u) => [u.email, u]));
  const ids: string[] = [];
  for (const [i, d] of DEMO.entries()) {
    const owner = byEmail.get(d.email);
    if (!owner) continue;
    const [sky, sea, accent, kind] = d.art;
    const stored: StoredImage[] = await images.store([
      await draw(scene(sky, sea, accent, kind)),
      await draw(scene(sea, sky, accent, kind === 'camera' ? 'wave' : 'camera')),
    ]);
    const name = `${owner.firstName ?? ''} ${owner.lastName ?? ''}`.trim();
    const [row] = await db
      .insert(services)
      .values({
        providerId: owner.id,
        serviceType: d.serviceType,
        title: d.title,
        description: d.description,
        price: d.price,
        priceType: d.priceType,
        images: stored,
        location: { address: d.address, city: d.city, region: d.region, coordinates: [0, 0] },
        city: d.city,
        region: d.region,
        operatingRegions: d.operatingRegions,
        contactInfo: {
          email: owner.email,
          ...(owner.phone ? { phone: owner.phone, whatsapp: owner.phone } : {}),
          instagram: `https://instagram.com/${owner.slug ?? 'galim'}`,
        },
        details: d.details,
        targetSkillLevels: d.targetSkillLevels,
        groupSize: d.groupSize ?? null,
        availability: d.availability,
        tags: d.tags,
        featured: d.featured ?? false,
        status: 'approved',
        moderatedAt: new Date(),
        viewCount: 20 + i * 7,
        searchText: serviceSearchText({
          title: d.title,
          description: d.description,
          serviceType: d.serviceType,
          providerName: name,
          city: d.city,
          address: d.address,
          tags: d.tags,
        }),
        // Spread the dates so the newest-first order is stable.
        createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
      })
      .returning({ id: services.id });
    ids.push(row!.id);
  }
  for (const r of REVIEWS) {
    const serviceId = ids[r.service];
    const user = byEmail.get(r.email);
    if (!serviceId || !user) continue;
    await db
      .insert(serviceReviews)
      .values({ serviceId, userId: user.id, rating: r.rating, text: r.text });
  }
  for (const id of new Set(REVIEWS.map((r) => ids[r.service]).filter(Boolean))) {
    await recomputeServiceRating(db, id!);
  }
}
