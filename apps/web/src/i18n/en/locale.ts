import type * as he from '../he/locale';

export const LANGUAGE: typeof he.LANGUAGE = 'en';
export const LOCALE: typeof he.LOCALE = 'en-IL';
export const DIRECTION: typeof he.DIRECTION = 'ltr';
