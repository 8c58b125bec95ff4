import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBrand, TCategory } from '@galim/shared/reference/schemas';
import { testBrand } from '../../../test/fixtures';
import { fail, fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import { resetUploadLock } from '../lib/upload-lock';
import UploadSurfboardPage from '../pages/upload-surfboard-page';
import { BoardForm } from './board-form';

// Publishing a board through the form: the shared schema stops an incomplete board, and a
// complete one goes out as the multipart fields the API reads.

const stamp = new Date().toISOString();
const brandId = 'b'.repeat(24);
const categoryId = 'c'.repeat(24);
const brands = [testBrand({ _id: brandId, title: 'Firewire' })];
const categories: TCategory[] = [
  {
    _id: categoryId,
    title: 'שורטבורד',
    description: '',
    kinds: ['board'],
    createdAt: stamp,
    updatedAt: stamp,
  },
];

let published: FormData[];
let listedBrands: TBrand[];
/** Uploads the server answers "busy" (its upload queue full) before it takes one. */
let busyAnswers: number;
/** The Retry-After those answers carry, if any. */
let retryAfter: string | undefined;
let api: FakeApi;

beforeEach(() => {
  // Each test is a new seller: no earlier test's upload holds the 3 s between submits.
  resetUploadLock();
  published = [];
  listedBrands = [...brands];
  busyAnswers = 0;
  retryAfter = undefined;
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  const none = { low: null, median: null, high: null, currency: 'ILS' };
  api = fakeApi({
    'POST /api/surfboards': ({ body }) => {
      if (busyAnswers > 0) {
        busyAnswers -= 1;
        const error = { success: false, error: 'Busy with other uploads', code: 'SERVER_BUSY' };
        return new Response(JSON.stringify(error), {
          status: 503,
          headers: {
            'content-type': 'application/json',
            ...(retryAfter ? { 'retry-after': retryAfter } : {}),
          },
        });
      }
      published.push(body as FormData);
      return ok({ _id: 'd'.repeat(24) }, 201);
    },
    'POST /api/surfboards/propose/brand': ({ body }) => {
      const { title } = body as { title: string };
      if (title.trim().toLowerCase() === 'firewire') {
        return fail(409, 'REFERENCE_EXISTS', 'Brand "Firewire" already exists', {
          existing: { kind: 'brand', _id: brandId, title: 'Firewire' },
        });
      }
      listedBrands.push({ ...brands[0]!, _id: 'e'.repeat(24), title, approved: false });
      return ok({ _id: 'e'.repeat(24), title, created: true }, 201);
    },
    'GET /api/surfboards/price-estimate': ok({ ...none, basedOn: 0, comparables: [] }),
    'GET /api/brands': () => ok(listedBrands),
    'GET /api/categories': ok(categories),
    'GET /api/models': ok([]),
    'GET /api/technologies': ok([]),
  });
});

const renderForm = () => renderWithApp(<BoardForm />, { path: '/' });

/** Fills every field a board needs: 1500 ₪, good, a shortboard by Firewire, 6'2", 31 l, Haifa. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'מחיר (₪)' }), '1500');
  await user.selectOptions(screen.getByRole('combobox', { name: 'מצב' }), 'good');
  await screen.findByRole('option', { name: 'שורטבורד' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'קטגוריה' }), categoryId);
  await screen.findByRole('option', { name: 'Firewire' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'מותג' }), brandId);
  await user.type(screen.getByRole('textbox', { name: 'אורך (רגל)' }), '6.2');
  await user.type(screen.getByRole('textbox', { name: 'נפח (ליטר)' }), '31');
  await user.type(screen.getByRole('textbox', { name: 'מיקום (עיר או חוף)' }), 'חיפה');
}

describe('publishing a board', () => {
  it('names the first missing field, then sends a complete board', async () => {
    const user = userEvent.setup();
    renderForm();
    const submit = await screen.findByRole('button', { name: 'פרסום הגלשן' });
    // A board's brands and categories, not a wetsuit maker's (issue 53).
    for (const path of ['/api/brands', '/api/categories']) {
      expect(api.calls.find((c) => c.path === path)?.search).toBe('?kind=board');
    }
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('נדרש מחיר');
    expect(screen.getByRole('textbox', { name: 'מחיר (₪)' })).toHaveFocus();
    expect(published).toEqual([]);

    await fillRequired(user);
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'הגלשן הועלה בהצלחה' })).toBeInTheDocument();
    expect(published).toHaveLength(1);
    const sent = Object.fromEntries(published[0]!.entries());
    expect(sent).toMatchObject({
      price: '1500',
      condition: 'good',
      category: categoryId,
      brand: brandId,
      volume: '31',
      locationText: 'חיפה',
      sellerType: 'private',
      coverIndex: '0',
    });
    // "6.2" is how surfers write 6'2": sent in feet.
    expect(Number(sent.length)).toBeCloseTo(6 + 2 / 12, 6);
    expect(sent).not.toHaveProperty('title');
  });

  it("the page's success screen shows the success alone, not the form's intro (issue 51)", async () => {
    const user = userEvent.setup();
    renderWithApp(<UploadSurfboardPage />, {
      user: sessionUser({ phone: '+972501234567' }),
      path: '/',
    });
    const intro = 'מלאו את פרטי הגלשן. שדות המסומנים בכוכבית הם שדות חובה.';
    expect(screen.getByText(intro)).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'פרסום הגלשן' }));
    expect(await screen.findByRole('heading', { name: 'הגלשן הועלה בהצלחה' })).toBeInTheDocument();
    expect(screen.queryByText(intro)).toBeNull();
  });

  it('lists every wrong field in the summary, not only the first', async () => {
    const user = userEvent.setup();
    renderForm();
    const submit = await screen.findByRole('button', { name: 'פרסום הגלשן' });
    await user.type(screen.getByRole('textbox', { name: 'מחיר (₪)' }), 'abc');
    await user.type(screen.getByRole('textbox', { name: 'אורך (רגל)' }), '13');
    await user.type(screen.getByRole('textbox', { name: 'רוחב (אינץ׳)' }), '40');
    await user.click(submit);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('נדרש מחיר תקין הגדול מ-0');
    expect(summary).toHaveTextContent('האורך חייב להיות בין 4 ל-12 רגל');
    expect(summary).toHaveTextContent('יש לבחור את מצב הגלשן');
    expect(summary).toHaveTextContent('הרוחב חייב להיות בין 16 ל-30 אינץ׳');
    expect(within(summary).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('textbox', { name: 'מחיר (₪)' })).toHaveFocus();
  });

  it('takes a price, a length and a width as surfers write them', async () => {
    const user = userEvent.setup();
    renderForm();
    const submit = await screen.findByRole('button', { name: 'פרסום הגלשן' });
    await fillRequired(user);
    const price = screen.getByRole('textbox', { name: 'מחיר (₪)' });
    await user.clear(price);
    await user.type(price, '2,400');
    const length = screen.getByRole('textbox', { name: 'אורך (רגל)' });
    await user.clear(length);
    await user.type(length, "5'8");
    await user.type(screen.getByRole('textbox', { name: 'רוחב (אינץ׳)' }), '20 3/4');
    await user.type(screen.getByRole('textbox', { name: 'עובי (אינץ׳)' }), '2½');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'הגלשן הועלה בהצלחה' })).toBeInTheDocument();
    const sent = Object.fromEntries(published[0]!.entries());
    expect(sent).toMatchObject({ price: '2400', width: '20.75', thickness: '2.5' });
    expect(Number(sent.length)).toBeCloseTo(5 + 8 / 12, 6);
  });

  it('says when the server is too busy and names no time to retry, keeps the form, sends it on a tap', async () => {
    busyAnswers = 1;
    resetUploadLock();
    const user = userEvent.setup();
    renderForm();
    const submit = await screen.findByRole('button', { name: 'פרסום הגלשן' });
    await fillRequired(user);
    await user.click(submit);

    const alerts = await screen.findAllByText(/השרת מעבד עכשיו הרבה העלאות והגלשן עוד לא נשמר/);
    expect(alerts.length).toBeGreaterThan(0);
    expect(published).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'מחיר (₪)' })).toHaveValue('1500');

    // Some seconds later (the 3 s between submits have passed), the same form goes out again.
    resetUploadLock();
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'הגלשן הועלה בהצלחה' })).toBeInTheDocument();
    expect(published).toHaveLength(1);
    expect(Object.fromEntries(published[0]!.entries())).toMatchObject({ price: '1500' });
  });

  it('sends an upload the server was too busy for again by itself, after its Retry-After', async () => {
    busyAnswers = 1;
    retryAfter = '1';
    const user = userEvent.setup();
    renderForm();
    const submit = await screen.findByRole('button', { name: 'פרסום הגלשן' });
    await fillRequired(user);
    await user.click(submit);

    // One tap: the phone user does not have to send it again.
    expect(
      await screen.findByRole('heading', { name: 'הגלשן הועלה בהצלחה' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(published).toHaveLength(1);
    expect(Object.fromEntries(published[0]!.entries())).toMatchObject({ price: '1500' });
  });

  it('proposes a brand not listed yet and chooses it', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('option', { name: 'Firewire' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'מותג' }), '+ הוספת חדש');
    const name = screen.getByRole('textbox', { name: 'שם המותג החדש' });
    expect(name).toHaveFocus();
    await user.type(name, 'Pyzel{Enter}');

    expect(await screen.findByRole('option', { name: 'Pyzel' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'מותג' })).toHaveValue('e'.repeat(24));
    expect(screen.queryByRole('textbox', { name: 'שם המותג החדש' })).not.toBeInTheDocument();
  });

  it('says a proposed brand exists already and picks it on request', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('option', { name: 'Firewire' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'מותג' }), '+ הוספת חדש');
    await user.type(screen.getByRole('textbox', { name: 'שם המותג החדש' }), ' FIREWIRE {Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('המותג Firewire כבר קיים');
    await user.click(screen.getByRole('button', { name: 'בחירה במותג הקיים' }));
    expect(screen.getByRole('combobox', { name: 'מותג' })).toHaveValue(brandId);
    expect(screen.queryByRole('textbox', { name: 'שם המותג החדש' })).not.toBeInTheDocument();
  });

  it('proposes a brand with the visible add button, no Enter needed', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('option', { name: 'Firewire' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'מותג' }), '+ הוספת חדש');
    await user.type(screen.getByRole('textbox', { name: 'שם המותג החדש' }), 'Pyzel');
    await user.click(screen.getByRole('button', { name: 'הוספה' }));

    expect(await screen.findByRole('option', { name: 'Pyzel' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'מותג' })).toHaveValue('e'.repeat(24));
    expect(screen.queryByRole('textbox', { name: 'שם המותג החדש' })).not.toBeInTheDocument();
  });
});

describe('a seller without a phone', () => {
  it('is asked for one, with the reason, before the first board goes out', async () => {
    const user = userEvent.setup();
    const seller = sessionUser({ lastName: 'לוי', profile_completed: false });
    api.routes['PUT /api/users/:id'] = ({ body }) => {
      Object.assign(seller, { phone: (body as { phone: string }).phone });
      return ok({ user: seller });
    };
    api.routes['GET /api/auth/validate'] = () => ok({ user: seller });
    renderWithApp(<BoardForm />, { path: '/', user: seller });
    expect(await screen.findByText(/קונים פונים למוכרים בוואטסאפ/)).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'פרסום הגלשן' }));
    const phone = screen.getByRole('textbox', { name: 'מספר טלפון' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('יש למלא מספר טלפון'));
    expect(phone).toHaveFocus();
    expect(published).toHaveLength(0);

    await user.type(phone, '050-1234567');
    await user.click(screen.getByRole('button', { name: 'פרסום הגלשן' }));
    expect(await screen.findByText('הגלשן הועלה בהצלחה')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ firstName: 'דנה', lastName: 'לוי', phone: '+972501234567' });
    expect(published).toHaveLength(1);
  });
});
