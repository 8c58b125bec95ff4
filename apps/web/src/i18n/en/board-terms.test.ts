import { describe, expect, it } from 'vitest';
import { boardDetailTexts as heDetail } from '../he/board-detail';
import { boardFiltersTexts as heFilters } from '../he/board-filters';
import { surfboardsManageTexts as heManage } from '../he/surfboards-manage';
import { boardDetailTexts } from './board-detail';
import { boardFiltersTexts } from './board-filters';
import { surfboardsManageTexts } from './surfboards-manage';

// A seller names a board's facts in the publish form, a buyer filters by them and reads them on
// the board's page: where the Hebrew pages use one word for a fact in all three, the English
// pages do too (the form said "Category" where the filters and the board page say "Type").

const form = (t: typeof heManage) => t.form as unknown as Record<string, unknown>;
const filters = (t: typeof heFilters) => t as unknown as Record<string, unknown>;
const detail = (t: typeof heDetail) => t.spec as unknown as Record<string, unknown>;

const facts = Object.keys(heManage.form).filter(
  (key) =>
    typeof form(heManage)[key] === 'string' &&
    form(heManage)[key] === filters(heFilters)[key] &&
    form(heManage)[key] === detail(heDetail)[key],
);

describe('a board fact has one English name on the form, the filters and the board page', () => {
  it('finds the facts the Hebrew pages name alike', () => {
    expect(facts).toEqual(expect.arrayContaining(['category', 'technology']));
  });

  it.each(facts)('%s', (key) => {
    const onForm = form(surfboardsManageTexts as unknown as typeof heManage)[key];
    expect(filters(boardFiltersTexts as unknown as typeof heFilters)[key]).toBe(onForm);
    expect(detail(boardDetailTexts as unknown as typeof heDetail)[key]).toBe(onForm);
  });
});
