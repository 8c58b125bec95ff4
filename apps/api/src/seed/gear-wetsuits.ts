import { gear, type SeedGear } from './gear-data';

// The demo market's wetsuits: the winter's 4/3s, summer springs and shorties, women's and
// children's.

export const DEMO_WETSUITS: SeedGear[] = [
  gear(
    'wetsuit',
    {
      size: 'M',
      thickness: '4/3',
      style: 'full',
      cut: 'men',
      entry: 'chest-zip',
      features: ['taped-seams'],
    },
    {
      brand: "O'Neill",
      condition: 'good',
      price: 750,
      description:
        "חליפה 4/3 של O'Neill Hyperfreak, שימוש של עונה אחת, בלי קרעים. רוכסן בחזה, גמישה מאוד. מוכר כי עליתי מידה.",
      seller: 'yoni',
      place: 'תל אביב',
    },
  ),
  gear(
    'wetsuit',
    { size: 'L', thickness: '3/2', style: 'full', cut: 'men', entry: 'chest-zip' },
    {
      brand: 'Rip Curl',
      condition: 'excellent',
      price: 850,
      description:
        'Rip Curl E-Bomb 3/2, נקנתה בסוף החורף ונגלשה אולי עשר פעמים. מושלמת לאביב ולסתיו אצלנו.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),
  gear(
    'wetsuit',
    {
      size: 'MT',
      thickness: '4/3',
      style: 'full',
      cut: 'men',
      entry: 'chest-zip',
      features: ['thermal-lining', 'taped-seams'],
    },
    {
      brand: 'Billabong',
      condition: 'good',
      price: 900,
      description:
        'Billabong Furnace 4/3 עם בטנה חמה מבפנים, מידה MT לגבוהים. חמה מאוד לבקרים של ינואר. תפר אחד בברך תוקן במעבדה.',
      seller: 'dana',
      place: 'חיפה',
    },
  ),
  gear(
    'wetsuit',
    {
      size: 'L',
      thickness: '5/4',
      style: 'full',
      cut: 'men',
      entry: 'chest-zip',
      features: ['hood', 'taped-seams', 'thermal-lining'],
    },
    {
      brand: 'Quiksilver',
      condition: 'excellent',
      price: 1100,
      description:
        'Quiksilver Highline 5/4 עם כובע. קניתי לטיול גלישה בפורטוגל ולבשתי אותה שבוע אחד בלבד. בארץ היא חמה מדי, אז שתלך למי שנוסע לאירופה.',
      seller: 'yoni',
      place: 'בת ים',
    },
  ),
  gear(
    'wetsuit',
    { size: 'S', thickness: '3/2', style: 'full', cut: 'men', entry: 'zipless' },
    {
      brand: 'Xcel',
      condition: 'excellent',
      price: 700,
      description:
        'Xcel Comp 3/2 בלי רוכסן, קלה וגמישה. נלבשה חודשיים ונשמרה תמיד בצל. נכנסים אליה קצת בקושי, אבל היא לא נותנת למים להיכנס.',
      seller: 'omer',
      place: 'אשקלון',
    },
  ),
  gear(
    'wetsuit',
    { size: 'S', thickness: '4/3', style: 'full', cut: 'women', entry: 'back-zip' },
    {
      brand: "O'Neill",
      condition: 'good',
      price: 450,
      description:
        "Women's O'Neill Epic 4/3, back zip, size S. Two winters of use, no holes, the knee pads are still fine. Selling because I moved to a chest zip.",
      seller: 'maya',
      place: 'נתניה',
    },
  ),
  gear(
    'wetsuit',
    { size: 'S', thickness: '2/2', style: 'spring', cut: 'women', entry: 'back-zip' },
    {
      brand: 'Rip Curl',
      condition: 'excellent',
      price: 380,
      description:
        'ספרינג לנשים של Rip Curl, שרוול ארוך ומכנס קצר. מעולה למאי-יוני ולאוקטובר. נלבש כמה פעמים בלבד.',
      seller: 'dana',
      place: 'נהריה',
    },
  ),
  gear(
    'wetsuit',
    {
      size: 'M',
      thickness: '3/2',
      style: 'full',
      cut: 'women',
      entry: 'chest-zip',
      features: ['key-pocket'],
    },
    {
      brand: 'Billabong',
      condition: 'good',
      price: 500,
      description:
        'חליפת נשים Billabong Synergy 3/2 במידה M, עם כיס למפתח. קצת דהייה בכתפיים מהשמש, חוץ מזה כמו חדשה.',
      seller: 'dana',
      place: 'חיפה',
    },
  ),
  gear(
    'wetsuit',
    { size: 'kids-10', thickness: '3/2', style: 'full', cut: 'children', entry: 'back-zip' },
    {
      brand: "O'Neill",
      condition: 'good',
      price: 250,
      description:
        "חליפה לילדים של O'Neill, מידה 10. הבן גדל ממנה אחרי חורף אחד בחוג גלישה. נקייה ושלמה.",
      seller: 'yoni',
      place: 'הרצליה',
    },
  ),
  gear(
    'wetsuit',
    { size: 'kids-12', thickness: '4/3', style: 'full', cut: 'children', entry: 'back-zip' },
    {
      brand: 'Rip Curl',
      condition: 'fair',
      price: 180,
      description:
        'חליפת חורף 4/3 לילדים של Rip Curl, מידה 12. עברה שני ילדים, יש חור קטן בברך, אבל עדיין מחממת.',
      seller: 'yoni',
      place: 'תל אביב',
    },
  ),
  gear(
    'wetsuit',
    { size: 'kids-6', thickness: '2/2', style: 'shorty', cut: 'children', entry: 'back-zip' },
    {
      brand: 'Billabong',
      condition: 'excellent',
      price: 150,
      description:
        'שורטי לילדים קטנים, מידה 6. מושלם לקיץ בחוף ולשיעורים הראשונים. כמעט לא בשימוש.',
      seller: 'dana',
      place: 'נהריה',
    },
  ),
  gear(
    'wetsuit',
    { size: 'M', thickness: '2/2', style: 'shorty', cut: 'men', entry: 'back-zip' },
    {
      brand: 'Rip Curl',
      condition: 'new',
      price: 490,
      description:
        'שורטי 2/2 של Rip Curl Dawn Patrol, חדש עם תווית. במלאי גם L ו-XL, אפשר למדוד בחנות באשדוד.',
      seller: 'omer',
      place: 'אשדוד',
    },
  ),
  gear(
    'wetsuit',
    { size: 'L', thickness: '2/2', style: 'top', cut: 'men' },
    {
      brand: "O'Neill",
      condition: 'excellent',
      price: 220,
      description: "Neoprene top 2/2 by O'Neill, size L. Great over boardshorts on a windy day.",
      seller: 'maya',
      place: 'קיסריה',
    },
  ),
];
