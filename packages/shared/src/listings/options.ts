// The option lists and bounds of the gear's attributes (gear.ts declares which attribute uses
// which). Values are stored and sent: rename a label in i18n/<lang>/gear.ts freely, never a value.

/**
 * Wetsuit sizes: men's and women's letters with the makers' tall and short cuts (MT is medium
 * tall), and children's by age, as O'Neill and Rip Curl label them.
 */
export const WETSUIT_SIZES = [
  'XS',
  'S',
  'ST',
  'MS',
  'M',
  'MT',
  'LS',
  'L',
  'LT',
  'XL',
  'XLT',
  'XXL',
  'kids-4',
  'kids-6',
  'kids-8',
  'kids-10',
  'kids-12',
  'kids-14',
  'kids-16',
] as const;
export type TWetsuitSize = (typeof WETSUIT_SIZES)[number];

/** Thickness as surfers say it: body/limbs in millimetres. "9/9" is no wetsuit. */
export const WETSUIT_THICKNESSES = ['2/2', '3/2', '4/3', '5/4', '6/5'] as const;
export type TWetsuitThickness = (typeof WETSUIT_THICKNESSES)[number];

export const WETSUIT_STYLES = ['full', 'spring', 'shorty', 'long-john', 'top'] as const;
export const WETSUIT_ENTRIES = ['back-zip', 'chest-zip', 'zipless'] as const;
export const WETSUIT_CUTS = ['men', 'women', 'children'] as const;
export type TWetsuitCut = (typeof WETSUIT_CUTS)[number];
export const WETSUIT_FEATURES = ['hood', 'taped-seams', 'thermal-lining', 'key-pocket'] as const;

/** Fin boxes. FCS and FCS II fins do not fit each other's plugs, so they are two systems. */
export const FIN_BOX_SYSTEMS = ['fcs', 'fcs2', 'futures', 'single-box', 'glass-on'] as const;
export type TFinBoxSystem = (typeof FIN_BOX_SYSTEMS)[number];
export const FIN_SETS = ['single', 'twin', 'thruster', 'quad', 'two-plus-one', 'five'] as const;
export const FIN_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export type TFinSize = (typeof FIN_SIZES)[number];
export const FIN_MATERIALS = ['plastic', 'fibreglass', 'carbon', 'honeycomb'] as const;

export const LEASH_THICKNESSES = ['comp', 'regular', 'big-wave'] as const;
export const LEASH_ATTACHMENTS = ['ankle', 'calf'] as const;
/** Leash lengths in feet: a 5' comp leash to a 12' big-wave or longboard leash. */
export const LEASH_LENGTH = { min: 5, max: 12 } as const;

export const BAG_TYPES = ['day', 'travel', 'sock'] as const;
/** The board lengths bags are made for, in feet: a 5'0" groveller's sock to a 12' SUP bag. */
export const BAG_LENGTH = { min: 5, max: 12 } as const;

export const RACK_TYPES = ['soft', 'hard'] as const;
export const RACK_MOUNTS = ['car', 'wall', 'stand'] as const;

export const OTHER_GEAR = [
  'booties',
  'gloves',
  'hood',
  'rashguard',
  'poncho',
  'wax',
  'helmet',
  'earplugs',
  'surfskate',
  'bodyboard',
  'other',
] as const;
