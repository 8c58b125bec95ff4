import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_BOARD_FORM_VALUES } from '@galim/shared/surfboards/form';
import { BOARD_MESSAGES } from '@galim/shared/i18n/he/validation/board';
import { saveDraft } from '../../../lib/draft';
import { fail, fakeApi, ok, renderWithApp, type Answer } from '../../../test/kit';
import { BOARD_DRAFT_KEY, BoardForm } from './board-form';
import { draftValues } from './board-form/board-values';

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

  it('restores a draft saved while the form held text, and checks its numbers as numbers', async () => {
    // Before the form held numbers, a draft kept what was typed as text.
    saveDraft(BOARD_DRAFT_KEY, { ...EMPTY_BOARD_FORM_VALUES, price: '1500', length: '6.2' });
    renderWithApp(<BoardForm />, { path: '/' });
    const price = screen.getByRole('textbox', { name: /מחיר/ });
    expect(price).toHaveValue('1500');
    expect(screen.getByRole('textbox', { name: /אורך/ })).toHaveValue('6.2');

    await userEvent.click(screen.getByRole('button', { name: 'פרסום הגלשן' }));
    expect(await screen.findAllByText(BOARD_MESSAGES.volumeRequired)).not.toHaveLength(0);
    // The restored price and length are good numbers: no message at either.
    expect(price).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /אורך/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /נפח/ })).toHaveAttribute('aria-invalid', 'true');

    // Discarding the draft empties the number inputs too.
    await userEvent.click(screen.getByRole('button', { name: 'מחיקת הטיוטה' }));
    await waitFor(() => expect(price).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /אורך/ })).toHaveValue('');
  });

  it('words text typed into a number input as a wrong number, not as a missing one', async () => {
    renderWithApp(<BoardForm />, { path: '/' });
    await userEvent.type(screen.getByRole('textbox', { name: /מחיר/ }), 'אלף');
    await userEvent.click(screen.getByRole('button', { name: 'פרסום הגלשן' }));
    expect(await screen.findAllByText(BOARD_MESSAGES.pricePositive)).not.toHaveLength(0);
    expect(screen.queryAllByText(BOARD_MESSAGES.priceRequired)).toHaveLength(0);
  });

  it("keeps a draft's prices and sizes as typed and reads its fin count as a number", () => {
    // The form reads "2,400" and "5'8" itself on submit (issue 51).
    expect(draftValues({ price: '2,400', length: "5'8", finSetup: '3', title: '12' })).toEqual({
      price: '2,400',
      length: "5'8",
      finSetup: 3,
      title: '12',
    });
    expect(draftValues({ price: 900, width: null, volume: '30 ליטר', finSetup: 'x' })).toEqual({
      price: 900,
      width: null,
      volume: '30 ליטר',
      finSetup: null,
    });
  });
});
