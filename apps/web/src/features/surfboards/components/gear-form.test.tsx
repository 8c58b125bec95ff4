import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testBrand } from '../../../test/fixtures';
import { fail, fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import { resetUploadLock } from '../lib/upload-lock';
import UploadSurfboardPage from '../pages/upload-surfboard-page';

// The publish page asks what is sold first (issue 53): a board keeps its own form, any other kind
// gets the common fields and only its own attributes, checked with the API's rules, and the API's
// refusal of a field is shown at that field.

const listingId = 'a'.repeat(24);
const oneill = testBrand({ _id: 'e'.repeat(24), title: "O'Neill", kinds: ['wetsuit'] });
let published: FormData[];
let refuseWith: ReturnType<typeof fail> | null;
let api: FakeApi;

beforeEach(() => {
  resetUploadLock();
  published = [];
  refuseWith = null;
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  const none = { low: null, median: null, high: null, currency: 'ILS' };
  api = fakeApi({
    'POST /api/listings': ({ body }) => {
      if (refuseWith) return refuseWith;
      published.push(body as FormData);
      return ok({ _id: listingId, kind: 'wetsuit', moderationStatus: 'pending' }, 201);
    },
    'GET /api/surfboards/price-estimate': ok({ ...none, basedOn: 0, comparables: [] }),
    'GET /api/brands': ({ search }) => ok(search === '?kind=wetsuit' ? [oneill] : []),
    'GET /api/categories': ok([]),
    'GET /api/models': ok([]),
    'GET /api/technologies': ok([]),
  });
});

const seller = () => sessionUser({ phone: '+972501234567' });
const openPage = (route = '/') => renderWithApp(<UploadSurfboardPage />, { user: seller(), route });

/** A 4/3 wetsuit, size M, full, men's, 450 ₪ in Haifa. */
async function fillWetsuit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'מחיר (₪)' }), '450');
  await user.selectOptions(screen.getByRole('combobox', { name: 'מצב' }), 'good');
  await user.selectOptions(screen.getByRole('combobox', { name: 'מידה' }), 'M');
  await user.selectOptions(screen.getByRole('combobox', { name: 'עובי' }), '4/3');
  await user.selectOptions(screen.getByRole('combobox', { name: 'סוג החליפה' }), 'full');
  await user.selectOptions(screen.getByRole('combobox', { name: 'גזרה' }), 'men');
  await user.type(screen.getByRole('textbox', { name: 'מיקום (עיר או חוף)' }), 'חיפה');
}

describe('the kind-first publish page', () => {
  it("starts on a board and shows the board's form, as it always did", async () => {
    openPage();
    expect(screen.getByRole('group', { name: 'מה אתם מוכרים?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'גלשן' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'פרסום גלשן למכירה' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'אורך (רגל)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'נפח (ליטר)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'פרסום הגלשן' })).toBeInTheDocument();
  });

  it("choosing a wetsuit shows its size and thickness, not a board's fields, and its makers", async () => {
    const user = userEvent.setup();
    const { router } = openPage();
    await user.click(screen.getByRole('radio', { name: 'חליפה' }));

    expect(router.state.location.search).toBe('?kind=wetsuit');
    expect(screen.getByRole('heading', { name: 'פרסום חליפה למכירה' })).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'מידה' });
    expect(within(size).getByRole('option', { name: 'MT (M גבוה)' })).toBeInTheDocument();
    const thickness = screen.getByRole('combobox', { name: 'עובי' });
    expect(within(thickness).getByRole('option', { name: '4/3 מ״מ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'תוספות' })).toBeInTheDocument();
    for (const name of ['אורך (רגל)', 'נפח (ליטר)', 'עובי (אינץ׳)']) {
      expect(screen.queryByRole('textbox', { name })).toBeNull();
    }
    expect(screen.queryByRole('combobox', { name: 'דגם' })).toBeNull();
    expect(await screen.findByRole('option', { name: "O'Neill" })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/brands' && c.search === '?kind=wetsuit')).toBe(
      true,
    );
  });

  it('a kind in the address is chosen at once', () => {
    openPage('/?kind=leash');
    expect(screen.getByRole('radio', { name: 'ליש' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'אורך (רגל)' })).toHaveAccessibleDescription(
      'בין 5 ל-12 רגל',
    );
  });

  it("stops a wetsuit without its required facts, naming them in the form's words", async () => {
    const user = userEvent.setup();
    openPage('/?kind=wetsuit');
    await user.type(screen.getByRole('textbox', { name: 'מחיר (₪)' }), '450');
    await user.click(screen.getByRole('button', { name: 'פרסום המודעה' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('יש למלא את השדה "מידה"');
    expect(summary).toHaveTextContent('יש למלא את השדה "עובי"');
    expect(summary).toHaveTextContent('יש לבחור את מצב הפריט');
    expect(screen.getByRole('combobox', { name: 'מצב' })).toHaveFocus();
    expect(published).toEqual([]);
  });

  it('sends a complete wetsuit with its attributes, then links to its page', async () => {
    const user = userEvent.setup();
    openPage('/?kind=wetsuit');
    await fillWetsuit(user);
    await user.click(screen.getByRole('checkbox', { name: 'ברדס' }));
    await user.click(screen.getByRole('button', { name: 'פרסום המודעה' }));

    expect(await screen.findByRole('heading', { name: 'המודעה נשלחה בהצלחה' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'לעמוד המודעה' })).toHaveAttribute(
      'href',
      `/חליפות/${listingId}`,
    );
    expect(published).toHaveLength(1);
    const sent = Object.fromEntries(published[0]!.entries());
    expect(sent).toMatchObject({
      kind: 'wetsuit',
      price: '450',
      condition: 'good',
      locationText: 'חיפה',
      coverIndex: '0',
    });
    expect(JSON.parse(String(sent.attributes))).toEqual({
      size: 'M',
      thickness: '4/3',
      style: 'full',
      cut: 'men',
      features: ['hood'],
    });
    expect(sent).not.toHaveProperty('brand');
  });

  it("shows the server's refusal of an attribute at that attribute's field", async () => {
    const message = 'יש לבחור עובי מהרשימה';
    refuseWith = fail(400, 'VALIDATION_ERROR', message, {
      details: [{ path: 'body.attributes.thickness', message }],
    });
    const user = userEvent.setup();
    openPage('/?kind=wetsuit');
    await fillWetsuit(user);
    await user.click(screen.getByRole('button', { name: 'פרסום המודעה' }));

    const thickness = screen.getByRole('combobox', { name: 'עובי' });
    expect(await screen.findByText(message, { selector: 'p[id$="-error"]' })).toBeInTheDocument();
    expect(thickness).toHaveAttribute('aria-invalid', 'true');
    expect(thickness).toHaveAccessibleDescription(message);
    expect(thickness).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'המודעה נשלחה בהצלחה' })).toBeNull();
  });
});
