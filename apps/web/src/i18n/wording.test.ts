import { describe, expect, it } from 'vitest';
import { heForecast } from './forecast';
import { heProfile } from './profile';
import { heBoardLikes } from './board-likes';
import { heSurfboardsManage } from './surfboards-manage';

// Hebrew as it is written: gershayim and geresh, not ASCII quotes; a range that the
// bidirectional algorithm cannot turn into "-24 / 48"; one form of address (plural).

describe('wording', () => {
  it('writes abbreviations with gershayim and units in full or with a geresh', () => {
    expect(heForecast.kph('12')).toBe('12 קמ״ש');
    expect(heForecast.table.wind).toBe('רוח (קמ״ש)');
    expect(heForecast.units.mShort).toBe('מ׳');
    expect(heForecast.units.ftShort).toBe('רגל');
  });

  it('gives the review time without a digit-hyphen-digit range', () => {
    expect(heSurfboardsManage.success.review).not.toMatch(/\d-\d/);
    expect(heSurfboardsManage.success.review).toContain('בין 24 ל־48 שעות');
  });

  it('addresses the user in the plural, as "התחברו" does', () => {
    expect(heBoardLikes.loginRequired).not.toMatch(/עליך|התחבר\/י/);
    expect(heProfile.settings.dataText).not.toMatch(/עליך/);
  });
});
