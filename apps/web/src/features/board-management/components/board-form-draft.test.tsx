import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_BOARD_FORM_VALUES } from '@galim/shared/surfboards/form';
import { saveDraft } from '../../../lib/draft';
import { fail, fakeApi, ok, renderWithApp, type Answer } from '../../../test/kit';
import { BOARD_DRAFT_KEY, BoardForm } from './board-form';

// A restored draft whose choices come from lists that load after the form: the choices are
// shown once the lists arrive, and kept (a submit does not call them missing).

const id = (c: string) => c.repeat(24);
const ref = (_id: string, title: string) => ({ _id, title });
/** The lists answer after the form has rendered. */
const later = (answer: Answer) => async () => {
  await new Promise((r) => setTimeout(r, 20));
  return answer;
};

beforeEach(() => {
  fakeApi({
    'GET /api/categories': later(ok([ref(id('c'), 'שורטבורד'), ref(id('d'), 'לונגבורד')])),
    'GET /api/brands': later(ok([ref(id('b'), 'Firewire')])),
    'GET /api/models': later(ok([ref(id('e'), 'Seaside')])),
    'GET /api/technologies': later(ok([ref(id('f'), 'Helium')])),
    'GET /api/surfboards/price-estimate': later(fail(404, 'NOT_FOUND', 'x')),
  });
});

describe('board form draft', () => {
  it('keeps the restored category, brand, model and technology once their lists load', async () => {
    saveDraft(BOARD_DRAFT_KEY, {
      ...EMPTY_BOARD_FORM_VALUES,
      category: id('d'),
      brand: id('b'),
      model: id('e'),
      technology: id('f'),
    });
    renderWithApp(<BoardForm />, { path: '/' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /דגם/ })).toHaveValue(id('e')));
    expect(screen.getByRole('combobox', { name: /קטגוריה/ })).toHaveValue(id('d'));
    expect(screen.getByRole('combobox', { name: /מותג/ })).toHaveValue(id('b'));
    expect(screen.getByRole('combobox', { name: /טכנולוגיה/ })).toHaveValue(id('f'));

    await userEvent.click(screen.getByRole('button', { name: 'פרסום הגלשן' }));
    expect(await screen.findAllByText('נדרש מחיר')).not.toHaveLength(0);
    expect(screen.queryAllByText('יש לבחור קטגוריה')).toHaveLength(0);
    expect(screen.queryAllByText('יש לבחור מותג')).toHaveLength(0);
  });
});
