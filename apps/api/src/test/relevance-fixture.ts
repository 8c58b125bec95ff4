// A fixed set of boards and the real-life queries people type for them, with the boards each
// query should find. Used by modules/search/relevance.test.ts; change the boards and every expectation with
// them.

export interface FixtureBoard {
  key: string;
  title: string;
  brand: string;
  model?: string;
  category: string;
  technology?: string;
  description?: string;
  skillLevel?: 'beginner' | 'intermediate' | 'advanced' | 'expert';
}

export const FIXTURE_BOARDS: FixtureBoard[] = [
  {
    key: 'b1',
    title: 'Firewire Seaside – פיש מהיר לגלים קטנים',
    brand: 'Firewire',
    model: 'Seaside',
    category: 'פיש',
    technology: 'Helium',
    description: 'גלשן קווד מהיר ומהנה, מושלם לקיץ.',
  },
  {
    key: 'b2',
    title: "Firewire Dominator 5'10 במצב מעולה",
    brand: 'Firewire',
    model: 'Dominator 2.0',
    category: 'שורטבורד',
    technology: 'Helium',
  },
  {
    key: 'b3',
    title: 'Lost Puddle Jumper כמו חדש',
    brand: 'Lost',
    model: 'Puddle Jumper',
    category: 'פיש',
    technology: 'PU',
  },
  {
    key: 'b4',
    title: 'Lost Driver 3.0 לגולש מתקדם',
    brand: 'Lost',
    model: 'Driver 3.0',
    category: 'שורטבורד',
    technology: 'PU',
    skillLevel: 'advanced',
  },
  {
    key: 'b5',
    title: 'Channel Islands Happy Everyday',
    brand: 'Channel Islands',
    model: 'Happy Everyday',
    category: 'שורטבורד',
    technology: 'PU',
  },
  {
    key: 'b6',
    title: 'CI Fishbeard טווין',
    brand: 'Channel Islands',
    model: 'Fishbeard',
    category: 'פיש',
    technology: 'PU',
    description: 'טווין פין מהיר',
  },
  {
    key: 'b7',
    title: "JS Monsta 6'0",
    brand: 'JS Industries',
    model: 'Monsta',
    category: 'שורטבורד',
    technology: 'PU',
  },
  {
    key: 'b8',
    title: 'Pyzel Ghost לגלים גדולים',
    brand: 'Pyzel',
    model: 'Ghost',
    category: 'שורטבורד',
    technology: 'PU',
    skillLevel: 'expert',
  },
  {
    key: 'b9',
    title: 'Pyzel Crisis twin',
    brand: 'Pyzel',
    model: 'Crisis',
    category: 'פיש',
    technology: 'PU',
  },
  {
    key: 'b10',
    title: 'Hypto Krypto – הגלשן הכי רב-תכליתי',
    brand: 'Haydenshapes',
    model: 'Hypto Krypto',
    category: 'פאנבורד',
    technology: 'EPS/Epoxy',
  },
  {
    key: 'b11',
    title: "Torq Mod Fun 7'2 אפוקסי",
    brand: 'Torq',
    model: 'Mod Fun',
    category: 'פאנבורד',
    technology: 'EPS/Epoxy',
  },
  {
    key: 'b12',
    title: "טורק לונגבורד 9'0",
    brand: 'Torq',
    model: 'Longboard',
    category: 'לונגבורד',
    technology: 'EPS/Epoxy',
  },
  {
    key: 'b13',
    title: 'NSP פאנבורד עמיד',
    brand: 'NSP',
    model: 'Funboard',
    category: 'פאנבורד',
    technology: 'EPS/Epoxy',
  },
  {
    key: 'b14',
    title: 'NSP Longboard קלאסי',
    brand: 'NSP',
    model: 'Longboard',
    category: 'לונגבורד',
    technology: 'EPS/Epoxy',
  },
  {
    key: 'b15',
    title: 'Softech Roller – גלשן ספוג למתחילים',
    brand: 'Softech',
    model: 'Roller',
    category: 'גלשן ספוג',
    technology: 'Soft-top',
    skillLevel: 'beginner',
  },
  {
    key: 'b16',
    title: 'סופטק מייסון טווין',
    brand: 'Softech',
    model: 'Mason Twin',
    category: 'גלשן ספוג',
    technology: 'Soft-top',
  },
  {
    key: 'b17',
    title: 'גלשן SUP לשייט בים רגוע',
    brand: 'NSP',
    category: 'SUP',
    technology: 'EPS/Epoxy',
    description: 'כולל משוט ורצועה',
  },
  {
    key: 'b18',
    title: "Firewire Sunday מיד-לנגת' 7'6",
    brand: 'Firewire',
    model: 'Sunday',
    category: 'מיד-לנגת׳',
    technology: 'Helium',
  },
  {
    key: 'b19',
    title: 'Lost RNF 96 קצר ושמן',
    brand: 'Lost',
    model: 'RNF 96',
    category: 'פיש',
    technology: 'PU',
  },
  {
    key: 'b20',
    title: 'CI Pro של אל מריק',
    brand: 'Channel Islands',
    model: 'CI Pro',
    category: 'שורטבורד',
    technology: 'PU',
    skillLevel: 'expert',
  },
  {
    key: 'b21',
    title: 'JS Big Baron לגלים חלשים',
    brand: 'JS Industries',
    model: 'Big Baron',
    category: 'פאנבורד',
    technology: 'PU',
  },
  {
    key: 'b22',
    title: 'Haydenshapes Holy Grail FutureFlex',
    brand: 'Haydenshapes',
    model: 'Holy Grail',
    category: 'שורטבורד',
    technology: 'EPS/Epoxy',
  },
  {
    key: 'b23',
    title: "Pyzel Phantom 5'11",
    brand: 'Pyzel',
    model: 'Phantom',
    category: 'שורטבורד',
    technology: 'PU',
  },
  {
    key: 'b24',
    title: "Torq Fish 6'3 למתקדמים",
    brand: 'Torq',
    model: 'Fish',
    category: 'פיש',
    technology: 'EPS/Epoxy',
    skillLevel: 'advanced',
  },
  {
    key: 'b25',
    title: "Pyzel גאן 7'6 לגלים ענקיים",
    brand: 'Pyzel',
    category: 'גאן',
    technology: 'PU',
    skillLevel: 'expert',
  },
  {
    key: 'b26',
    title: "Softech Handshaped 8'0",
    brand: 'Softech',
    model: 'Handshaped',
    category: 'גלשן ספוג',
    technology: 'Soft-top',
    skillLevel: 'beginner',
    description: 'ספוג רך, בטוח ויציב',
  },
  {
    key: 'b27',
    title: 'Firewire Mashup LFT',
    brand: 'Firewire',
    model: 'Mashup',
    category: 'שורטבורד',
    technology: 'LFT',
  },
  {
    key: 'b28',
    title: "Lost Round Nose Fish 5'8",
    brand: 'Lost',
    model: 'Round Nose Fish',
    category: 'פיש',
    technology: 'PU',
  },
  {
    key: 'b29',
    title: 'Channel Islands Dumpster Diver 2',
    brand: 'Channel Islands',
    model: 'Dumpster Diver 2',
    category: 'שורטבורד',
    technology: 'PU',
  },
  {
    key: 'b30',
    title: 'לונגבורד ישן למכירה',
    brand: 'Torq',
    category: 'לונגבורד',
    technology: 'EPS/Epoxy',
    description: 'שריטות קלות, מחליק נהדר',
  },
  {
    key: 'b31',
    title: "NSP Protech 7'6",
    brand: 'NSP',
    model: 'Protech',
    category: 'פאנבורד',
    technology: 'EPS/Epoxy',
    skillLevel: 'beginner',
    description: 'גלשן טוב למתחילים, ציף ויציב',
  },
  {
    key: 'b32',
    title: "Firewire Seaside 5'4",
    brand: 'Firewire',
    model: 'Seaside',
    category: 'פיש',
    technology: 'Helium',
  },
];

const FIREWIRE = ['b1', 'b2', 'b18', 'b27', 'b32'];
const LOST = ['b3', 'b4', 'b19', 'b28'];
const PYZEL = ['b8', 'b9', 'b23', 'b25'];
const TORQ = ['b11', 'b12', 'b24', 'b30'];
const CI = ['b5', 'b6', 'b20', 'b29'];
const SOFTECH = ['b15', 'b16', 'b26'];
const NSP = ['b13', 'b14', 'b17', 'b31'];
const JS = ['b7', 'b21'];
const HAYDEN = ['b10', 'b22'];
const FISH = ['b1', 'b3', 'b6', 'b9', 'b19', 'b24', 'b28', 'b32'];
const SHORT = ['b2', 'b4', 'b5', 'b7', 'b8', 'b20', 'b22', 'b23', 'b27', 'b29'];
const LONG = ['b12', 'b14', 'b30'];
const SOFT = ['b15', 'b16', 'b26'];
const FUN = ['b10', 'b11', 'b13', 'b21', 'b31'];
const BEGINNER = ['b15', 'b26', 'b31'];
const TWIN = ['b6', 'b9', 'b16'];

/** [what people type, the boards it should find]. */
export const FIXTURE_QUERIES: [string, string[]][] = [
  // Latin names as written
  ['firewire', FIREWIRE],
  ['Firewire', FIREWIRE],
  ['lost', LOST],
  ['pyzel', PYZEL],
  ['torq', TORQ],
  ['channel islands', CI],
  ['softech', SOFTECH],
  ['nsp', NSP],
  ['js', JS],
  ['haydenshapes', HAYDEN],
  // Latin typos
  ['firewier', FIREWIRE],
  ['fierwire', FIREWIRE],
  ['pyzell', PYZEL],
  ['torque', TORQ],
  ['chanel islands', CI],
  ['softtech', SOFTECH],
  ['haydenshape', HAYDEN],
  ['lsot', LOST],
  // Brands in Hebrew letters
  ['פיירוויר', FIREWIRE],
  ['פיירויר', FIREWIRE],
  ['פיירווייר', FIREWIRE],
  ['לוסט', LOST],
  ['טורק', TORQ],
  ['פייזל', PYZEL],
  ["צ'אנל איילנדס", CI],
  ['צ׳אנל', CI],
  ['סופטק', SOFTECH],
  ['היידן', HAYDEN],
  ["ג'יי אס", JS],
  ['אן אס פי', NSP],
  // With prefixes
  ['הפיש', FISH],
  ['והשורטבורד', SHORT],
  ['בלונגבורד', LONG],
  ['לפיירוויר', FIREWIRE],
  ['מהטורק', TORQ],
  ['הסופט', SOFT],
  ['שהלוסט', LOST],
  // Categories and slang, both scripts
  ['שורטבורד', SHORT],
  ['shortboard', SHORT],
  ['לונגבורד', LONG],
  ['longboard', LONG],
  ['לונג', LONG],
  ['פיש', FISH],
  ['fish', FISH],
  ['סופט', SOFT],
  ['סופטבורד', SOFT],
  ['גלשן ספוג', SOFT],
  ['soft top', SOFT],
  ['סאפ', ['b17']],
  ['SUP', ['b17']],
  ['sup', ['b17']],
  ['פאנבורד', FUN],
  ['funboard', FUN],
  ['מיד לנגת', ['b18']],
  ['גאן', ['b25']],
  ['gun', ['b25']],
  // Models
  ['seaside', ['b1', 'b32']],
  ['סיסייד', ['b1', 'b32']],
  ['puddle jumper', ['b3']],
  ["פאדל ג'אמפר", ['b3']],
  ['dominator', ['b2']],
  ['דומינטור', ['b2']],
  ['ghost', ['b8']],
  ['גוסט', ['b8']],
  ['hypto krypto', ['b10']],
  ['היפטו קריפטו', ['b10']],
  ['מונסטה', ['b7']],
  ['mod fun', ['b11']],
  ['happy everyday', ['b5']],
  ['fishbeard', ['b6']],
  // Mixed
  ['firewire פיש', ['b1', 'b32']],
  ['lost פיש', ['b3', 'b19', 'b28']],
  ['פייזל גאן', ['b25']],
  ['טורק לונגבורד', ['b12', 'b30']],
  ['NSP לונג', ['b14']],
  ['סופט למתחילים', ['b15', 'b26']],
  // Beginners
  ['למתחילים', BEGINNER],
  ['beginner', BEGINNER],
  ['מתחילים', BEGINNER],
  // Fins and materials
  ['טווין', TWIN],
  ['twin', TWIN],
  ['קוואד', ['b1']],
  ['אפוקסי', ['b10', 'b11', 'b12', 'b13', 'b14', 'b17', 'b22', 'b24', 'b30', 'b31']],
  // Hebrew typos, niqqud, plural slang
  ['שורטבורט', SHORT],
  ['לונגבורת', LONG],
  ['פאנבורת', FUN],
  ['גַּלְשָׁן סְפוֹג', SOFT],
  ['פישים', FISH],
];
