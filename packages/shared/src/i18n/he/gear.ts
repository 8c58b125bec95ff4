import type { TGearAttributeLabels, TGearUnitLabels } from '../../listings/labels';
import type { TListingKind } from '../../listings/kinds';
import type { TListingProblemCode } from '../../listings/validate';

// The words of every listing kind, attribute and option in Hebrew (issue 53, decision 055), as
// surfers here say them. The declarations (listings/gear.ts) hold no words: a new attribute or
// option without its Hebrew here fails the type check, and en/gear.ts is typed by this table.

/** What a problem's sentence may name: the field's label, the kind's, and the bounds. */
interface ProblemWords {
  field: string;
  kind: string;
  min?: number;
  max?: number;
  unit?: string;
}

/** A rider's measures as a reason names them: "גובה 178 ומשקל 75". */
interface RiderWords {
  height: number;
  weight: number;
  chest?: number;
}
const riderWords = (r: RiderWords) =>
  r.chest === undefined
    ? `גובה ${r.height} ומשקל ${r.weight}`
    : `גובה ${r.height}, משקל ${r.weight} והיקף חזה ${r.chest}`;
const kids = (age: number) => `ילדים ${age}`;
const mm = (thickness: string) => `${thickness} מ״מ`;

export const gearTexts = {
  kinds: {
    board: { one: 'גלשן', many: 'גלשנים' },
    wetsuit: { one: 'חליפה', many: 'חליפות' },
    fins: { one: 'סנפירים', many: 'סנפירים' },
    leash: { one: 'ליש', many: 'לישים' },
    bag: { one: 'תיק לגלשן', many: 'תיקים לגלשנים' },
    traction: { one: 'גריפ (פד)', many: 'גריפים' },
    rack: { one: 'גגון או מתקן', many: 'גגונים ומתקנים' },
    other: { one: 'ציוד גלישה אחר', many: 'ציוד גלישה נוסף' },
  } satisfies Record<TListingKind, { one: string; many: string }>,
  /** A brand or category the admins keep for other kinds of gear. */
  notForKind: {
    brand: (p: { kind: string }) => `המותג הזה אינו ברשימת המותגים של ${p.kind}`,
    category: (p: { kind: string }) => `הקטגוריה הזו אינה שייכת ל${p.kind}`,
  },
  /** The names of the request's own fields, for a problem about the whole listing. */
  fields: {
    kind: 'סוג המודעה',
    attributes: 'פרטי הפריט',
    fitHeightCm: 'גובה',
    fitWeightKg: 'משקל',
  },
  /** The kinds a brand makes or a category sorts, as the admin's reference tables name them. */
  referenceKinds: 'סוגי ציוד',
  units: {
    feet: 'רגל',
    inches: 'אינץ׳',
    litres: 'ליטר',
    kg: 'ק״ג',
    count: 'יח׳',
  } satisfies TGearUnitLabels,
  yesNo: { yes: 'כן', no: 'לא' },
  attributes: {
    board: {
      length: { label: 'אורך' },
      width: { label: 'רוחב' },
      thickness: { label: 'עובי' },
      volume: { label: 'נפח' },
      finSetup: { label: 'מספר סנפירים' },
      finSystem: { label: 'מערכת סנפירים', options: { 'FCS II': 'FCS II', Futures: 'Futures' } },
      skillLevel: {
        label: 'רמת גלישה',
        options: {
          beginner: 'מתחילים',
          intermediate: 'בינוניים',
          advanced: 'מתקדמים',
          expert: 'מומחים',
        },
      },
    },
    wetsuit: {
      size: {
        label: 'מידה',
        options: {
          XS: 'XS',
          S: 'S',
          ST: 'ST (S גבוה)',
          MS: 'MS (M נמוך)',
          M: 'M',
          MT: 'MT (M גבוה)',
          LS: 'LS (L נמוך)',
          L: 'L',
          LT: 'LT (L גבוה)',
          XL: 'XL',
          XLT: 'XLT (XL גבוה)',
          XXL: 'XXL',
          'kids-4': kids(4),
          'kids-6': kids(6),
          'kids-8': kids(8),
          'kids-10': kids(10),
          'kids-12': kids(12),
          'kids-14': kids(14),
          'kids-16': kids(16),
        },
      },
      thickness: {
        label: 'עובי',
        options: {
          '2/2': mm('2/2'),
          '3/2': mm('3/2'),
          '4/3': mm('4/3'),
          '5/4': mm('5/4'),
          '6/5': mm('6/5'),
        },
      },
      style: {
        label: 'סוג החליפה',
        options: {
          full: 'חליפה מלאה',
          spring: 'ספרינג (שרוול ארוך, מכנס קצר)',
          shorty: 'שורטי',
          'long-john': 'לונג ג׳ון (בלי שרוולים)',
          top: 'עליונית',
        },
      },
      cut: { label: 'גזרה', options: { men: 'גברים', women: 'נשים', children: 'ילדים' } },
      entry: {
        label: 'כניסה',
        options: { 'back-zip': 'רוכסן בגב', 'chest-zip': 'רוכסן בחזה', zipless: 'בלי רוכסן' },
      },
      features: {
        label: 'תוספות',
        options: {
          hood: 'ברדס',
          'taped-seams': 'תפרים אטומים בטייפ',
          'thermal-lining': 'בטנה תרמית',
          'key-pocket': 'כיס למפתח',
        },
      },
    },
    fins: {
      system: {
        label: 'מערכת',
        options: {
          fcs: 'FCS',
          fcs2: 'FCS II',
          futures: 'Futures',
          'single-box': 'קופסה לסנפיר יחיד',
          'glass-on': 'מודבקים לגלשן',
        },
      },
      set: {
        label: 'סט',
        options: {
          single: 'סנפיר יחיד',
          twin: 'טווין (2)',
          thruster: 'טרסטר (3)',
          quad: 'קוואד (4)',
          'two-plus-one': '2+1',
          five: 'חמישה סנפירים',
        },
      },
      size: { label: 'מידה', options: { XS: 'XS', S: 'S', M: 'M', L: 'L', XL: 'XL' } },
      material: {
        label: 'חומר',
        options: {
          plastic: 'פלסטיק',
          fibreglass: 'פיברגלס',
          carbon: 'קרבון',
          honeycomb: 'חלת דבש (הניקומב)',
        },
      },
    },
    leash: {
      length: { label: 'אורך' },
      thickness: {
        label: 'עובי',
        options: { comp: 'תחרות (דק)', regular: 'רגיל', 'big-wave': 'גלים גדולים (עבה)' },
      },
      attachment: { label: 'חיבור', options: { ankle: 'לקרסול', calf: 'לשוק, מתחת לברך' } },
    },
    bag: {
      type: { label: 'סוג', options: { day: 'תיק יומי', travel: 'תיק טיסה', sock: 'גרב' } },
      length: { label: 'לגלשן באורך עד' },
      boards: { label: 'מספר גלשנים' },
      wheels: { label: 'עם גלגלים' },
    },
    traction: {
      pieces: { label: 'מספר חלקים' },
      kicker: { label: 'קיקר בזנב' },
      archBar: { label: 'פס קשת באמצע' },
    },
    rack: {
      type: { label: 'סוג', options: { soft: 'רך (רצועות)', hard: 'קשיח' } },
      mount: { label: 'התקנה', options: { car: 'על הרכב', wall: 'על הקיר', stand: 'מעמד עומד' } },
      boards: { label: 'מספר גלשנים' },
      lockable: { label: 'עם מנעול' },
    },
    other: {
      what: {
        label: 'פריט',
        options: {
          booties: 'נעלי גלישה',
          gloves: 'כפפות',
          hood: 'כובע ניאופרן',
          rashguard: 'לייקרה',
          poncho: 'פונצ׳ו',
          wax: 'ווקס',
          helmet: 'קסדה',
          earplugs: 'אטמי אוזניים',
          surfskate: 'סרפסקייט',
          bodyboard: 'בודיבורד',
          other: 'אחר',
        },
      },
      size: { label: 'מידה' },
    },
  } satisfies TGearAttributeLabels,
  /** Each problem's sentence (listings/validate.ts), for a 400 in Hebrew. */
  problems: {
    LISTING_UNKNOWN_KIND: () => 'יש לבחור סוג מודעה מהרשימה',
    LISTING_UNKNOWN_ATTRIBUTE: (p: ProblemWords) => `השדה "${p.field}" אינו מוכר`,
    LISTING_ATTRIBUTE_OTHER_KIND: (p: ProblemWords) =>
      `השדה "${p.field}" אינו שייך למודעה מסוג ${p.kind}`,
    LISTING_ATTRIBUTE_REQUIRED: (p: ProblemWords) => `יש למלא את השדה "${p.field}"`,
    LISTING_WRONG_TYPE: (p: ProblemWords) => `הערך בשדה "${p.field}" אינו תקין`,
    LISTING_UNKNOWN_OPTION: (p: ProblemWords) => `יש לבחור ${p.field} מהרשימה`,
    LISTING_REPEATED_OPTION: (p: ProblemWords) => `אותה בחירה מופיעה פעמיים בשדה "${p.field}"`,
    LISTING_OUT_OF_RANGE: (p: ProblemWords) =>
      `יש להזין ${p.field} בין ${p.min} ל-${p.max} ${p.unit ?? ''}`.trim(),
    LISTING_NOT_WHOLE: (p: ProblemWords) => `יש להזין ${p.field} במספר שלם`,
    LISTING_TEXT_TOO_LONG: (p: ProblemWords) => `השדה "${p.field}" יכול להכיל עד ${p.max} תווים`,
    LISTING_FIT_NOT_FOR_KIND: () => 'התאמה לפי מידות יש לחליפות ולסנפירים בלבד',
  } satisfies Record<TListingProblemCode, (p: ProblemWords) => string>,
  /** "Fits me": why a size fits or not (listings/fit.ts's reasons). */
  fit: {
    wetsuit: (r: RiderWords) => `מתאים ל${riderWords(r)}`,
    wetsuitNot: (r: RiderWords) => `לא מתאים ל${riderWords(r)}`,
    fins: (weight: number) => `מתאים למשקל ${weight}`,
    finsNot: (weight: number) => `לא מתאים למשקל ${weight}`,
  },
};
