import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { TListing } from '@galim/shared/listings/form';
import { testBoard, testBrand } from '../../../test/fixtures';
import { fail, fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import { listingKeys } from '../../../lib/queries/listings';
import { resetUploadLock } from '../lib/upload-lock';
import { GearEditModal } from './gear-edit-modal';

// A seller edits a piece of gear (issue 53) in its kind's publish form, filled in with the
// listing as GET /api/listings/{id} answers it; the edit goes to PUT /api/listings/{id} as JSON,
// an attribute emptied is removed (null), changed photos go to PUT /api/listings/{id}/images,
// and the API's refusal of a field is shown at it.

const id = 'c'.repeat(24);
const oneill = testBrand({ _id: 'e'.repeat(24), title: "O'Neill", kinds: ['wetsuit'] });
const wetsuit = (over: Partial<TListing> = {}): TListing => ({
  ...testBoard({
    _id: id,
    title: "חליפה O'Neill 4/3 M",
    description: 'חליפה חמה לחורף',
    price: 600,
    condition: 'good',
    brand: oneill._id,
    locationText: 'חיפה',
    length: null,
    volume: null,
  }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men', entry: 'chest-zip' },
  ...over,
});

let api: FakeApi;
let stored: TListing;
let saved: unknown[];

beforeEach(() => {
  resetUploadLock();
  stored = wetsuit();
  saved = [];
  Element.prototype.scrollIntoView = vi.fn();
  api = fakeApi({
    [`GET /api/listings/${id}`]: () => ok(stored),
    [`PUT /api/listings/${id}`]: ({ body }) => {
      saved.push(body);
      stored = { ...stored, price: 550, attributes: { ...stored.attributes, thickness: '5/4' } };
      return ok(stored);
    },
    'GET /api/brands': ({ search }) => ok(search === '?kind=wetsuit' ? [oneill] : []),
    'GET /api/categories': ok([]),
  });
});

function openModal(onClose = vi.fn()) {
  const view = renderWithApp(<GearEditModal listingId={id} onClose={onClose} />, {
    user: sessionUser(),
  });
  return { ...view, onClose };
}

describe('editing a wetsuit', () => {
  it('fills the form with the wetsuit and saves the new price and thickness as JSON', async () => {
    const user = userEvent.setup();
    const { onClose, queryClient } = openModal();
    const dialog = await screen.findByRole('dialog', { name: 'עריכת המודעה' });
    const price = await within(dialog).findByRole('textbox', { name: 'מחיר (₪)' });
    expect(price).toHaveValue('600');
    expect(within(dialog).getByLabelText(/^כותרת/)).toHaveValue("חליפה O'Neill 4/3 M");
    expect(within(dialog).getByRole('combobox', { name: 'מצב' })).toHaveValue('good');
    expect(within(dialog).getByRole('combobox', { name: 'מידה' })).toHaveValue('M');
    expect(within(dialog).getByRole('combobox', { name: 'עובי' })).toHaveValue('4/3');
    expect(within(dialog).getByRole('combobox', { name: 'כניסה' })).toHaveValue('chest-zip');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'מותג' })).toHaveValue(oneill._id),
    );
    expect(within(dialog).getByRole('textbox', { name: 'מיקום (עיר או חוף)' })).toHaveValue('חיפה');
    // The photos are there to change; left as they are, only the JSON edit goes.
    expect(within(dialog).getByText('הוספת תמונות')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '550');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'עובי' }), '5/4');
    // The entry emptied: removed from the listing, not left as it was.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'כניסה' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'שמירת השינויים' }));

    expect(await screen.findByRole('status')).toHaveTextContent('המודעה עודכנה בהצלחה');
    expect(onClose).toHaveBeenCalled();
    expect(saved).toEqual([
      {
        title: "חליפה O'Neill 4/3 M",
        description: 'חליפה חמה לחורף',
        price: 550,
        condition: 'good',
        brand: oneill._id,
        category: null,
        locationText: 'חיפה',
        attributes: { size: 'M', thickness: '5/4', style: 'full', cut: 'men', entry: null },
      },
    ]);
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/api/listings/${id}`,
    ]);
    // The listing's page reads the saved answer.
    await waitFor(() =>
      expect(queryClient.getQueryData<TListing>(listingKeys.detail(id))).toMatchObject({
        price: 550,
        attributes: { thickness: '5/4' },
      }),
    );
  });

  it('removes a photo: the new gallery goes to /api/listings/{id}/images after the fields', async () => {
    const user = userEvent.setup();
    const photo = (key: string) => ({ key, widths: [320], width: 800, height: 600 });
    stored = wetsuit({ images: [photo('a'.repeat(32)), photo('b'.repeat(32))], coverIndex: 1 });
    let layout: unknown = null;
    api.routes[`PUT /api/listings/${id}/images`] = ({ init }) => {
      const form = init.body as FormData;
      layout = { layout: JSON.parse(String(form.get('layout'))), cover: form.get('coverIndex') };
      stored = { ...stored, images: [photo('b'.repeat(32))], coverIndex: 0 };
      return ok(stored);
    };
    const { onClose } = openModal();
    const dialog = await screen.findByRole('dialog', { name: 'עריכת המודעה' });
    await within(dialog).findByRole('textbox', { name: 'מחיר (₪)' });
    await user.click(within(dialog).getByRole('button', { name: 'הסרת התמונה (תמונה 1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'שמירת השינויים' }));

    expect(await screen.findByRole('status')).toHaveTextContent('המודעה עודכנה בהצלחה');
    expect(onClose).toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/api/listings/${id}`,
      `/api/listings/${id}/images`,
    ]);
    expect(layout).toEqual({ layout: ['b'.repeat(32)], cover: '0' });
  });

  it('is filled in with the listing as the API has it now, not as it was kept', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(listingKeys.detail(id), wetsuit({ price: 700 }));
    renderWithApp(<GearEditModal listingId={id} onClose={vi.fn()} />, {
      user: sessionUser(),
      queryClient,
    });
    const dialog = await screen.findByRole('dialog', { name: 'עריכת המודעה' });
    expect(await within(dialog).findByRole('textbox', { name: 'מחיר (₪)' })).toHaveValue('600');
  });

  it('says why the listing did not load, and asks again', async () => {
    api.routes[`GET /api/listings/${id}`] = fail(500, 'INTERNAL_ERROR', 'boom');
    const user = userEvent.setup();
    openModal();
    const dialog = await screen.findByRole('dialog', { name: 'עריכת המודעה' });
    const retry = await within(dialog).findByRole('button', { name: 'נסה שוב' });
    api.routes[`GET /api/listings/${id}`] = () => ok(stored);
    await user.click(retry);
    expect(await within(dialog).findByRole('textbox', { name: 'מחיר (₪)' })).toHaveValue('600');
  });

  it('says so when the edit sent an approved wetsuit back to review', async () => {
    stored = wetsuit({ moderationStatus: 'approved' });
    api.routes[`PUT /api/listings/${id}`] = () =>
      ok({ ...stored, title: 'חליפה חורפית', moderationStatus: 'pending' });
    const user = userEvent.setup();
    openModal();
    const dialog = await screen.findByRole('dialog', { name: 'עריכת המודעה' });
    const title = await within(dialog).findByLabelText(/^כותרת/);
    expect(within(dialog).getByText(/יחזיר את המודעה לבדיקה/)).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'חליפה חורפית');
    await user.click(within(dialog).getByRole('button', { name: 'שמירת השינויים' }));
    expect(await screen.findByRole('status')).toHaveTextContent('המודעה עודכנה ונשלחה לבדיקה מחדש');
  });

  it("shows the API's refusal of a field at that field, and keeps the form open", async () => {
    const message = 'יש לבחור עובי מהרשימה';
    api.routes[`PUT /api/listings/${id}`] = fail(400, 'VALIDATION_ERROR', message, {
      details: [{ path: 'body.attributes.thickness', message }],
    });
    const user = userEvent.setup();
    const { onClose } = openModal();
    const dialog = await screen.findByRole('dialog', { name: 'עריכת המודעה' });
    const price = await within(dialog).findByRole('textbox', { name: 'מחיר (₪)' });
    await user.clear(price);
    await user.type(price, '500');
    await user.click(within(dialog).getByRole('button', { name: 'שמירת השינויים' }));

    const thickness = within(dialog).getByRole('combobox', { name: 'עובי' });
    await waitFor(() => expect(thickness).toHaveAccessibleDescription(message));
    expect(thickness).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});
