import { describe, expect, it } from 'vitest';
import { notificationTexts } from '../../i18n/he/notifications';
import { activityTexts } from '../../i18n/he/activity';

/** Every text of a table, its functions called with a sample argument. */
function texts(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (typeof table === 'function') {
    for (const args of [
      ['דנה', 'דנה', 'דנה'],
      [2, 2, 2],
    ]) {
      try {
        return texts((table as (...a: unknown[]) => unknown)(...args));
      } catch {
        // the other kind of argument
      }
    }
  }
  if (table && typeof table === 'object') return Object.values(table).flatMap(texts);
  return [];
}

// #42 item 30: notifications and push address people in the plural, as the app does, and the
// admin feed writes about a new user without a slashed gender form ("הצטרף/ה").
describe('what the API writes to people', () => {
  it('addresses them in the plural', () => {
    const singular =
      /(?<![\u0590-\u05FF])(לך|שלך|עליך|איתך|בשמך|ששמרת|ששאלת|פרסמת|סימנת|כתבת|התחברת)(?![\u0590-\u05FF])/;
    expect(texts(notificationTexts).filter((t) => singular.test(t))).toEqual([]);
  });

  it('has no slashed gender forms', () => {
    const all = [...texts(notificationTexts), ...texts(activityTexts)];
    expect(all.filter((t) => /[א-ת]\/[א-ת]/.test(t))).toEqual([]);
  });
});
