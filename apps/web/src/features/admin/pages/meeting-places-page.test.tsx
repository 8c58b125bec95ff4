import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminMeetingPlace } from '@galim/shared/meetings/schemas';
import { MEETING_MESSAGES } from '@galim/shared/i18n/he/validation/conversations';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import AdminMeetingPlacesPage from './meeting-places-page';

// The admin's safe places to meet (issue 56 §3): listed with both languages, added after the
// shared schema's check, hidden from users and deleted after a confirmation.

const admin = sessionUser({ email: 'admin@x.example', displayName: 'מנהלת', role: 'admin' });
const PLACE: TAdminMeetingPlace = {
  _id: 'a'.repeat(24),
  city: 'הרצליה',
  kind: 'mall',
  nameHe: 'קניון שבעת הכוכבים',
  nameEn: 'Seven Stars Mall',
  addressHe: 'שדרות שבעת הכוכבים 8',
  addressEn: '8 Sderot Shivat HaKochavim',
  lat: 32.1644,
  lng: 34.8436,
  active: true,
};

let places: TAdminMeetingPlace[];
let api: FakeApi;

beforeEach(() => {
  places = [PLACE];
  api = fakeApi({
    'GET /api/admin/meeting-places': () => ok(places),
    'POST /api/admin/meeting-places': ({ body }) => {
      const made = { _id: 'b'.repeat(24), ...(body as Omit<TAdminMeetingPlace, '_id'>) };
      places = [...places, made];
      return ok(made, 201);
    },
    'PATCH /api/admin/meeting-places/:id': ({ params, body }) => {
      places = places.map((p) => (p._id === params.id ? { ...p, ...(body as object) } : p));
      return ok(places.find((p) => p._id === params.id));
    },
    'DELETE /api/admin/meeting-places/:id': ({ params }) => {
      places = places.filter((p) => p._id !== params.id);
      return ok({ removed: true });
    },
  });
});

const renderPage = () => renderWithApp(<AdminMeetingPlacesPage />, { user: admin });

describe('admin meeting places', () => {
  it('lists a place in both languages, hides it and deletes it', async () => {
    const user = userEvent.setup();
    renderPage();
    const item = (await screen.findByText('קניון שבעת הכוכבים')).closest('li')!;
    expect(item).toHaveTextContent('Seven Stars Mall');
    expect(item).toHaveTextContent('הרצליה · מרכז קניות · שדרות שבעת הכוכבים 8');
    expect(item).toHaveTextContent('מוצג');

    await user.click(screen.getByRole('button', { name: 'הסתרה: קניון שבעת הכוכבים' }));
    expect(await screen.findByRole('button', { name: 'הצגה: קניון שבעת הכוכבים' })).toBeVisible();
    expect(item).toHaveTextContent('מוסתר');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false });

    await user.click(screen.getByRole('button', { name: 'מחיקה: קניון שבעת הכוכבים' }));
    const dialog = await screen.findByRole('dialog', { name: 'מחיקת מקום' });
    await user.click(within(dialog).getByRole('button', { name: 'מחיקה' }));
    expect(await screen.findByText('עדיין אין מקומות מפגש.')).toBeInTheDocument();
    expect(screen.getByText('המקום נמחק')).toBeInTheDocument();
  });

  it('checks a new place with the shared schema, then adds it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'הוספת מקום' }));
    const form = screen.getByRole('form', { name: 'מקום מפגש חדש' });
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByText(MEETING_MESSAGES.city)).toBeInTheDocument();
    expect(within(form).getAllByText(MEETING_MESSAGES.point)).toHaveLength(2);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(within(form).getByRole('combobox', { name: /עיר/ }), 'נתניה');
    await user.selectOptions(within(form).getByRole('combobox', { name: /סוג המקום/ }), 'police');
    const type = (name: RegExp, text: string) =>
      user.type(within(form).getByRole('textbox', { name }), text);
    await type(/שם \(עברית\)/, 'תחנת המשטרה נתניה');
    await type(/שם \(אנגלית\)/, 'Netanya police station');
    await type(/כתובת \(עברית\)/, 'שדרות בנימין 1');
    await type(/כתובת \(אנגלית\)/, '1 Binyamin Blvd');
    await type(/קו רוחב/, '32.33');
    await type(/קו אורך/, '34.86');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        city: 'נתניה',
        kind: 'police',
        nameHe: 'תחנת המשטרה נתניה',
        nameEn: 'Netanya police station',
        addressHe: 'שדרות בנימין 1',
        addressEn: '1 Binyamin Blvd',
        lat: 32.33,
        lng: 34.86,
        active: true,
      }),
    );
    expect(await screen.findByText('תחנת המשטרה נתניה')).toBeInTheDocument();
  });
});
