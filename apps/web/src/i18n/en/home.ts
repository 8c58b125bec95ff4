// The home page in English.

import type * as he from '../he/home';
import type { Translation } from '@galim/shared/i18n/translation';

export const homeTexts: Translation<typeof he.homeTexts> = {
  heroTitle: 'Everything surfing in Israel, in one place',
  heroText:
    'Buy and sell used boards, find instructors, photographers and board repairers, and know when the waves are on.',
  letsStart: "Let's go",
  forecast: 'Wave forecast',
  categoriesTitle: 'What are you looking for today?',
  categories: {
    boards: 'Boards',
    instructors: 'Surf instructors',
    photographers: 'Surf photographers',
    schools: 'Surf schools',
    shops: 'Shops',
    blogs: 'Tips and FAQ',
  },
  boardsTitle: 'Used surfboards',
  allBoards: 'All boards',
  carouselLabel: 'Surf photos',
  slideLabel: (n: number, total: number) => `Photo ${n} of ${total}`,
  showSlide: (n: number) => `Show photo ${n}`,
  slides: [
    'Sunrise at Hilton Beach',
    'Midday at Michmoret',
    'Sunset at Bat Yam',
    'A full-moon night',
  ],
};
