import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { testBoard, testBrand } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, type FakeApi } from '../../../test/kit';
import { resetUploadLock } from '../lib/upload-lock';
import { BoardForm } from './board-form';

// Editing an approved board: the form says, before saving, that a change to what moderation
// judged sends the board back to review, and the toast after saving says it went back.

const firewire = 'b'.repeat(24);
const pyzel = 'e'.repeat(24);
const approved = testBoard({
  _id: 'd'.repeat(24),
  title: 'Firewire 6.2',
  description: 'גלשן מעולה',
  brand: firewire,
  brandTitle: 'Firewire',
  category: 'c'.repeat(24),
  categoryTitle: 'שורטבורד',
  volume: 31,
  length: 6.2,
});

let api: FakeApi;
/** The edits sent to the API. */
const puts = () => api.calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  resetUploadLock();
  const none = { low: null, median: null, high: null, currency: 'ILS' };
  api = fakeApi({
    [`PUT /api/surfboards/${approved._id}`]: ({ body }) => {
      const edit = body as Record<string, unknown>;
      // The API's rule (docs/decisions/009): price alone keeps the approval.
      const reviewed = edit.locationText !== approved.locationText || edit.brand !== firewire;
      const status = reviewed ? 'pending' : 'approved';
      return ok({ ...approved, ...edit, moderationStatus: status });
    },
    'GET /api/brands': ok([
      testBrand({ _id: firewire, title: 'Firewire' }),
      testBrand({ _id: pyzel, title: 'Pyzel' }),
    ]),
    'GET /api/categories': ok([]),
    'GET /api/models': ok([]),
    'GET /api/technologies': ok([]),
    'GET /api/surfboards/price-estimate': ok({ ...none, basedOn: 0, comparables: [] }),
  });
});

const renderEdit = (board: TSurfboard = approved) =>
  renderWithApp(<BoardForm board={board} />, { path: '/' });

const notice = /יחזיר את הגלשן לבדיקה לפני שיוצג שוב/;

describe('editing an approved board', () => {
  it('warns once the location changes, and the toast says the board went back to review', async () => {
    const user = userEvent.setup();
    renderEdit();
    const location = await screen.findByRole('textbox', { name: 'מיקום (עיר או חוף)' });
    expect(screen.queryByText(notice)).not.toBeInTheDocument();

    await user.type(location, ' צפון');
    // The notice names every field that triggers review, not only the one just changed.
    expect(screen.getByText(notice)).toHaveTextContent(
      'שינוי כותרת, תיאור, מותג, דגם, קטגוריה, טכנולוגיה, צבע, מיקום או תמונות',
    );
    // Back to the saved value: nothing would change, so no notice.
    await user.clear(location);
    await user.type(location, 'חיפה');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();

    await user.type(location, ' צפון');
    await user.click(screen.getByRole('button', { name: 'שמירת השינויים' }));
    expect(await screen.findByText(/הגלשן עודכן ונשלח לבדיקה מחדש/)).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
  });

  it('warns when the brand changes', async () => {
    const user = userEvent.setup();
    renderEdit();
    await screen.findByRole('option', { name: 'Pyzel' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'מותג' }), pyzel);
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('does not warn for a price change, and the toast is a plain update', async () => {
    const user = userEvent.setup();
    renderEdit();
    const price = await screen.findByRole('textbox', { name: 'מחיר (₪)' });
    await user.clear(price);
    await user.type(price, '1200');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שמירת השינויים' }));
    expect(await screen.findByText('הגלשן עודכן בהצלחה')).toBeInTheDocument();
    expect(screen.queryByText(/נשלח לבדיקה מחדש/)).not.toBeInTheDocument();
  });

  it('does not warn on a board that is still pending', async () => {
    const user = userEvent.setup();
    renderEdit({ ...approved, moderationStatus: 'pending' });
    await user.type(await screen.findByRole('textbox', { name: 'מיקום (עיר או חוף)' }), ' צפון');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
