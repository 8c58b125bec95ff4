import type * as he from '../he/gear';
import type { Translation } from '../translation';

// The words of every listing kind, attribute and option in English, by the Hebrew table's keys
// (decision 052): a text missing here, or one more than there, fails the type check.

type ProblemWords = Parameters<typeof he.gearTexts.problems.LISTING_OUT_OF_RANGE>[0];
type RiderWords = Parameters<typeof he.gearTexts.fit.wetsuit>[0];

const kids = (age: number) => `Kids ${age}`;
const mm = (thickness: string) => `${thickness} mm`;
const riderWords = (r: RiderWords) =>
  r.chest === undefined
    ? `height ${r.height} cm and weight ${r.weight} kg`
    : `height ${r.height} cm, weight ${r.weight} kg and chest ${r.chest} cm`;

export const gearTexts: Translation<typeof he.gearTexts> = {
  kinds: {
    board: { one: 'Surfboard', many: 'Surfboards' },
    wetsuit: { one: 'Wetsuit', many: 'Wetsuits' },
    fins: { one: 'Fins', many: 'Fins' },
    leash: { one: 'Leash', many: 'Leashes' },
    bag: { one: 'Board bag', many: 'Board bags' },
    traction: { one: 'Traction pad', many: 'Traction pads' },
    rack: { one: 'Rack', many: 'Racks' },
    other: { one: 'Other surf gear', many: 'Other surf gear' },
  },
  notForKind: {
    brand: (p: { kind: string }) => `This brand is not listed for ${p.kind.toLowerCase()}`,
    category: (p: { kind: string }) => `This category is not used for ${p.kind.toLowerCase()}`,
  },
  fields: {
    kind: 'Listing type',
    attributes: 'Item details',
    fitHeightCm: 'height',
    fitWeightKg: 'weight',
  },
  referenceKinds: 'Kinds of gear',
  units: { feet: 'ft', inches: 'in', litres: 'L', kg: 'kg', count: 'pcs' },
  yesNo: { yes: 'Yes', no: 'No' },
  attributes: {
    board: {
      length: { label: 'Length' },
      width: { label: 'Width' },
      thickness: { label: 'Thickness' },
      volume: { label: 'Volume' },
      finSetup: { label: 'Number of fins' },
      finSystem: { label: 'Fin system', options: { 'FCS II': 'FCS II', Futures: 'Futures' } },
      skillLevel: {
        label: 'Skill level',
        options: {
          beginner: 'Beginner',
          intermediate: 'Intermediate',
          advanced: 'Advanced',
          expert: 'Expert',
        },
      },
    },
    wetsuit: {
      size: {
        label: 'Size',
        options: {
          XS: 'XS',
          S: 'S',
          ST: 'ST (small tall)',
          MS: 'MS (medium short)',
          M: 'M',
          MT: 'MT (medium tall)',
          LS: 'LS (large short)',
          L: 'L',
          LT: 'LT (large tall)',
          XL: 'XL',
          XLT: 'XLT (XL tall)',
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
        label: 'Thickness',
        options: {
          '2/2': mm('2/2'),
          '3/2': mm('3/2'),
          '4/3': mm('4/3'),
          '5/4': mm('5/4'),
          '6/5': mm('6/5'),
        },
      },
      style: {
        label: 'Style',
        options: {
          full: 'Full suit',
          spring: 'Spring suit (long arms, short legs)',
          shorty: 'Shorty',
          'long-john': 'Long john (sleeveless)',
          top: 'Top / jacket',
        },
      },
      cut: { label: 'Cut', options: { men: "Men's", women: "Women's", children: "Children's" } },
      entry: {
        label: 'Entry',
        options: { 'back-zip': 'Back zip', 'chest-zip': 'Chest zip', zipless: 'Zipless' },
      },
      features: {
        label: 'Extras',
        options: {
          hood: 'Hood',
          'taped-seams': 'Taped seams',
          'thermal-lining': 'Thermal lining',
          'key-pocket': 'Key pocket',
        },
      },
    },
    fins: {
      system: {
        label: 'System',
        options: {
          fcs: 'FCS',
          fcs2: 'FCS II',
          futures: 'Futures',
          'single-box': 'Single box',
          'glass-on': 'Glass-on',
        },
      },
      set: {
        label: 'Set',
        options: {
          single: 'Single fin',
          twin: 'Twin',
          thruster: 'Thruster',
          quad: 'Quad',
          'two-plus-one': '2+1',
          five: 'Five fins',
        },
      },
      size: { label: 'Size', options: { XS: 'XS', S: 'S', M: 'M', L: 'L', XL: 'XL' } },
      material: {
        label: 'Material',
        options: {
          plastic: 'Plastic',
          fibreglass: 'Fibreglass',
          carbon: 'Carbon',
          honeycomb: 'Honeycomb',
        },
      },
    },
    leash: {
      length: { label: 'Length' },
      thickness: {
        label: 'Thickness',
        options: { comp: 'Comp (thin)', regular: 'Regular', 'big-wave': 'Big wave (thick)' },
      },
      attachment: { label: 'Cuff', options: { ankle: 'Ankle', calf: 'Calf (below the knee)' } },
    },
    bag: {
      type: {
        label: 'Type',
        options: { day: 'Day bag', travel: 'Travel bag', sock: 'Board sock' },
      },
      length: { label: 'For boards up to' },
      boards: { label: 'Boards it holds' },
      wheels: { label: 'Wheels' },
    },
    traction: {
      pieces: { label: 'Pieces' },
      kicker: { label: 'Tail kick' },
      archBar: { label: 'Arch bar' },
    },
    rack: {
      type: { label: 'Type', options: { soft: 'Soft (straps)', hard: 'Hard' } },
      mount: { label: 'Mount', options: { car: 'Car roof', wall: 'Wall', stand: 'Free-standing' } },
      boards: { label: 'Boards it holds' },
      lockable: { label: 'Lockable' },
    },
    other: {
      what: {
        label: 'Item',
        options: {
          booties: 'Booties',
          gloves: 'Gloves',
          hood: 'Neoprene hood',
          rashguard: 'Rash guard',
          poncho: 'Changing poncho',
          wax: 'Wax',
          helmet: 'Helmet',
          earplugs: 'Earplugs',
          surfskate: 'Surfskate',
          bodyboard: 'Bodyboard',
          other: 'Other',
        },
      },
      size: { label: 'Size' },
    },
  },
  problems: {
    LISTING_UNKNOWN_KIND: () => 'Choose a listing type from the list',
    LISTING_UNKNOWN_ATTRIBUTE: (p: ProblemWords) => `"${p.field}" is not a field we know`,
    LISTING_ATTRIBUTE_OTHER_KIND: (p: ProblemWords) =>
      `"${p.field}" does not belong to a listing of type ${p.kind}`,
    LISTING_ATTRIBUTE_REQUIRED: (p: ProblemWords) => `Fill in "${p.field}"`,
    LISTING_WRONG_TYPE: (p: ProblemWords) => `The value of "${p.field}" is not valid`,
    LISTING_UNKNOWN_OPTION: (p: ProblemWords) => `Choose a ${p.field.toLowerCase()} from the list`,
    LISTING_REPEATED_OPTION: (p: ProblemWords) => `The same choice appears twice in "${p.field}"`,
    LISTING_OUT_OF_RANGE: (p: ProblemWords) =>
      `${p.field} must be between ${p.min} and ${p.max} ${p.unit ?? ''}`.trim(),
    LISTING_NOT_WHOLE: (p: ProblemWords) => `${p.field} must be a whole number`,
    LISTING_TEXT_TOO_LONG: (p: ProblemWords) => `"${p.field}" can be up to ${p.max} characters`,
    LISTING_FIT_NOT_FOR_KIND: () => '"Fits me" is for wetsuits and fins only',
  },
  fit: {
    wetsuit: (r: RiderWords) => `Fits ${riderWords(r)}`,
    wetsuitNot: (r: RiderWords) => `Does not fit ${riderWords(r)}`,
    fins: (weight: number) => `Fits weight ${weight} kg`,
    finsNot: (weight: number) => `Does not fit weight ${weight} kg`,
  },
};
