import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import AdminBrandsPage from './brands-page';

// The admin's brands table with a user's proposal in it (docs/decisions/009): the proposal is
// marked, names its proposer, and an "approve" action sends the approval.

const admin = sessionUser({
  email: 'admin@x.example',
  displayName: 'מנהלת',
  firstName: 'מנהלת',
  role: 'admin',
});
const stamp = new Date().toISOString();
const brand = (over: Record<string, unknown>) => ({
  description: '',
  logo: '',
  brandRating: null,
  createdAt: stamp,
  updatedAt: stamp,
  approved: true,
  proposedBy: null,
  ...over,
});

let brands: Record<string, unknown>[];
let api: FakeApi;

beforeEach(() => {
  brands = [
    brand({ _id: 'b'.repeat(24), title: 'Channel Islands' }),
    brand({
      _id: 'c'.repeat(24),
      title: 'Pyzel',
      approved: false,
      proposedBy: { _id: 'd'.repeat(24), name: 'דנה', email: 'dana@x.example' },
    }),
  ];
  api = fakeApi({
    'POST /api/brands': ({ body }) => {
      const created = brand({ _id: 'e'.repeat(24), ...(body as Record<string, unknown>) });
      brands = [...brands, created];
      return ok(created, 201);
    },
    'GET /api/brands': () => ok(brands),
    'POST /api/brands/:id/approve': ({ params }) => {
      brands = brands.map((b) => (b._id === params.id ? { ...b, approved: true } : b));
      return ok(brands.find((b) => b._id === params.id));
    },
  });
});

const renderPage = () => renderWithApp(<AdminBrandsPage />, { user: admin });

describe('admin brands table', () => {
  it('shows a proposal first with its proposer, and approves it', async () => {
    const user = userEvent.setup();
    renderPage();
    const approve = await screen.findByRole('button', { name: 'אישור ההצעה: Pyzel' });
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Pyzel'); // proposals come first
    expect(rows[1]).toHaveTextContent('הצעת משתמש · ממתינה לאישור');
    expect(rows[1]).toHaveTextContent('הוצע על ידי דנה');
    // Approved rows have no approve action.
    expect(within(rows[2]!).queryByRole('button', { name: /אישור ההצעה/ })).toBeNull();

    await user.click(approve);
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: `/api/brands/${'c'.repeat(24)}/approve`,
        search: '',
      }),
    );
    expect(await screen.findByText('ההצעה אושרה ומוצגת עכשיו לכולם')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'אישור ההצעה: Pyzel' })).toBeNull(),
    );
  });

  it('checks a new brand with the shared schema before sending it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'הוספת מותג' }));
    const form = screen.getByRole('form', { name: 'הוספת מותג' });
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('יש למלא: שם');

    await user.type(within(form).getByRole('textbox', { name: 'שם' }), '  Lost ');
    await user.type(within(form).getByRole('spinbutton', { name: 'דירוג' }), '9');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'הדירוג חייב להיות מספר שלם בין 1 ל-5',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByRole('spinbutton', { name: 'דירוג' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'דירוג' }), '4');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: 'Lost',
        brandRating: 4,
        kinds: ['board'],
        logo: '',
        description: '',
      }),
    );
    expect(await screen.findByText('Lost')).toBeInTheDocument();
  });

  it('keeps a brand for the kinds of gear the admin checks, at least one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'הוספת מותג' }));
    const form = screen.getByRole('form', { name: 'הוספת מותג' });
    const kinds = within(form).getByRole('group', { name: 'סוגי ציוד' });
    // A new brand is the boards' until told otherwise.
    expect(within(kinds).getByRole('checkbox', { name: 'גלשנים' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'שם' }), 'Xcel');
    await user.click(within(kinds).getByRole('checkbox', { name: 'גלשנים' }));
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'יש לבחור לפחות סוג ציוד אחד, כל סוג פעם אחת',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(kinds).getByRole('checkbox', { name: 'חליפות' }));
    await user.click(within(kinds).getByRole('checkbox', { name: 'לישים' }));
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        title: 'Xcel',
        kinds: ['wetsuit', 'leash'],
      }),
    );
    const row = (await screen.findByText('Xcel')).closest('tr')!;
    expect(row).toHaveTextContent('חליפות, לישים');
  });
});
