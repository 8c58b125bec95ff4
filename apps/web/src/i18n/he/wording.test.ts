import { describe, expect, it } from 'vitest';
import { forecastTexts } from './forecast';
import { profileTexts } from './profile';
import { boardLikesTexts } from './board-likes';
import { surfboardsManageTexts } from './surfboards-manage';
import { authTexts } from './auth';
import { boardDetailTexts } from './board-detail';
import { boardOptionsTexts } from './board-options';
import { publicProfileTexts } from './public-profile';
import { conversationsTexts } from './conversations';
import { offersTexts } from './offers';
import { reservationTexts } from './reservation';
import { sellerTrustTexts } from './seller-trust';
import { servicesTexts } from './services';

/** Every text of a strings table, its functions called with a sample argument. */
function texts(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (typeof table === 'function') {
    const say = table as (...a: unknown[]) => unknown;
    // A name or a count, whichever the text takes.
    for (const args of [
      ['דנה', 'דנה'],
      [2, 2],
    ]) {
      try {
        return texts(say(...args));
      } catch {
        // the other kind of argument
      }
    }
  }
  if (table && typeof table === 'object') return Object.values(table).flatMap(texts);
  return [];
}

// Hebrew as it is written: gershayim and geresh, not ASCII quotes; a range that the
// bidirectional algorithm cannot turn into "-24 / 48"; one form of address (plural).

describe('wording', () => {
  it('writes abbreviations with gershayim and units in full or with a geresh', () => {
    expect(forecastTexts.kph('12')).toBe('12 קמ״ש');
    expect(forecastTexts.table.wind).toBe('רוח (קמ״ש)');
    expect(forecastTexts.units.mShort).toBe('מ׳');
    expect(forecastTexts.units.ftShort).toBe('רגל');
  });

  it('gives the review time without a digit-hyphen-digit range', () => {
    expect(surfboardsManageTexts.success.review).not.toMatch(/\d-\d/);
    expect(surfboardsManageTexts.success.review).toContain('בין 24 ל־48 שעות');
  });

  it('addresses the user in the plural, as "התחברו" does', () => {
    expect(boardLikesTexts.loginRequired).not.toMatch(/עליך|התחבר\/י/);
    expect(profileTexts.settings.dataText).not.toMatch(/עליך/);
    expect(offersTexts.reservedForYou('יום ה׳')).toContain('עבורכם');
  });

  // #42 item 30: one form of address in every table (the API's notifications: alerts/texts.test.ts).
  it('never addresses the user in the singular', () => {
    const tables = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
      eager: true,
    });
    const singular =
      /(?<![\u0590-\u05FF])(לך|שלך|עליך|איתך|בשמך|ששמרת|ששאלת|פרסמת|סימנת|כתבת|התחברת)(?![\u0590-\u05FF])/;
    const found = Object.values(tables)
      .flatMap((table) => texts(table))
      .filter((text) => singular.test(text));
    expect(found).toEqual([]);
  });

  // #42 item 30: what buyers and sellers read about each other and about themselves has no
  // slashed forms ("שאל/ה", "חבר/ה", "מדריך/ת"); the sign-in tick, before anyone is known, may.
  it('writes what people read about people without slashed gender forms', () => {
    const { agree: _beforeAnyoneIsKnown, ...auth } = authTexts;
    const tables = [
      auth,
      boardDetailTexts,
      boardOptionsTexts,
      publicProfileTexts,
      conversationsTexts,
      offersTexts,
      reservationTexts,
      sellerTrustTexts,
      servicesTexts,
    ];
    const slashed = tables.flatMap(texts).filter((text) => /[א-ת]\/[א-ת]/.test(text));
    expect(slashed).toEqual([]);
  });

  it('names a service by what it is, not by a man doing it', () => {
    expect(Object.values(servicesTexts.types)).toEqual([
      'הדרכת גלישה',
      'תיקון גלשנים',
      'צילום גלישה',
    ]);
    expect(boardDetailTexts.spec.skillLevel).not.toMatch(/ל$/);
  });
});
