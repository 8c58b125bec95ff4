import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOARD_MESSAGES } from '@galim/shared/i18n/he/validation/board';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import { ManageBoardModal } from './manage-board-modal';

// Marking a board sold: the sale price is checked with the API's rule and sent as a number.

const board = testBoard({ _id: 'd'.repeat(24), price: 1800 });

/** The sold dialog of `board`, with an API that accepts the sale; the API's record. */
function openSold() {
  const api = fakeApi({
    [`GET /api/surfboards/${board._id}/buyers`]: ok({ items: [] }),
    [`POST /api/surfboards/${board._id}/mark-sold`]: ok({ ...board, status: 'sold' }),
  });
  renderWithApp(
    <ManageBoardModal board={board} initialView="sold" onClose={() => {}} onEdit={() => {}} />,
    { path: '/' },
  );
  const sent = async () => {
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    return api.calls.find((c) => c.method === 'POST')?.body;
  };
  return { sent, price: screen.getByRole('textbox', { name: /מחיר המכירה/ }) };
}

describe('mark sold', () => {
  it('refuses a price over the limit with its sentence, and sends a good one as a number', async () => {
    const user = userEvent.setup();
    const { sent, price } = openSold();
    expect(price).toHaveValue('1800');

    await user.clear(price);
    await user.type(price, '60000');
    expect(screen.getByText(BOARD_MESSAGES.priceMax)).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'סימון כנמכר' })).toBeDisabled();

    await user.clear(price);
    await user.type(price, '1500');
    await user.click(screen.getByRole('button', { name: 'סימון כנמכר' }));
    expect(await sent()).toEqual({ soldThroughWebsite: true, soldPrice: 1500 });
  });

  it('sends no price when the field is left empty: the listed price counts', async () => {
    const user = userEvent.setup();
    const { sent, price } = openSold();
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'סימון כנמכר' }));
    expect(await sent()).toEqual({ soldThroughWebsite: true });
  });
});

describe('sold to whom', () => {
  it('offers the buyers who wrote and someone outside Galim; a buyer brings their accepted offer', async () => {
    const user = userEvent.setup();
    const dana = 'a'.repeat(24);
    const api = fakeApi({
      [`GET /api/surfboards/${board._id}/buyers`]: ok({
        items: [
          {
            _id: dana,
            name: 'דנה',
            image: null,
            lastMessageAt: new Date().toISOString(),
            acceptedOfferAmount: 1600,
            reserved: false,
          },
          {
            _id: 'c'.repeat(24),
            name: 'נועה',
            image: null,
            lastMessageAt: new Date().toISOString(),
            acceptedOfferAmount: null,
            reserved: false,
          },
        ],
      }),
      [`POST /api/surfboards/${board._id}/mark-sold`]: ok({ ...board, sold: true }),
    });
    renderWithApp(
      <ManageBoardModal board={board} initialView="sold" onClose={() => {}} onEdit={() => {}} />,
      { path: '/' },
    );
    const group = screen.getByRole('group', { name: 'למי נמכר?' });
    expect(group).toBeInTheDocument();
    const outside = await screen.findByRole('radio', { name: 'למישהו מחוץ לגלים' });
    expect(outside).toBeChecked();
    await user.click(await screen.findByRole('radio', { name: /דנה/ }));
    expect(screen.getByText(/הצעה שהתקבלה: .*1,600/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /מחיר המכירה/ })).toHaveValue('1600');
    await user.click(screen.getByRole('button', { name: 'סימון כנמכר' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      soldThroughWebsite: true,
      soldPrice: 1600,
      buyerId: dana,
    });
  });

  it('a reserved board opens on its buyer at the accepted amount; no one else may be chosen', async () => {
    const user = userEvent.setup();
    const dana = 'a'.repeat(24);
    const listed = testBoard({ _id: 'e'.repeat(24), price: 3000 });
    const buyer = (id: string, name: string, amount: number | null, reserved: boolean) => ({
      _id: id,
      name,
      image: null,
      lastMessageAt: new Date().toISOString(),
      acceptedOfferAmount: amount,
      reserved,
    });
    const api = fakeApi({
      [`GET /api/surfboards/${listed._id}/buyers`]: ok({
        items: [buyer('c'.repeat(24), 'נועה', null, false), buyer(dana, 'דנה', 2800, true)],
      }),
      [`POST /api/surfboards/${listed._id}/mark-sold`]: ok({ ...listed, sold: true }),
    });
    renderWithApp(
      <ManageBoardModal board={listed} initialView="sold" onClose={() => {}} onEdit={() => {}} />,
      { path: '/' },
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: /דנה/ })).toBeChecked());
    expect(screen.getByRole('textbox', { name: /מחיר המכירה/ })).toHaveValue('2800');
    expect(screen.getByRole('radio', { name: 'למישהו מחוץ לגלים' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /נועה/ })).toBeDisabled();
    expect(screen.getByText(/קודם בטלו את השמירה/)).toBeVisible();
    // One tap records the sale to her, at her price.
    await user.click(screen.getByRole('button', { name: 'סימון כנמכר' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      soldThroughWebsite: true,
      soldPrice: 2800,
      buyerId: dana,
    });
  });

  it('offers to release a reserved board in the menu', async () => {
    const user = userEvent.setup();
    const reserved = testBoard({
      _id: 'd'.repeat(24),
      reservedUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const api = fakeApi({
      [`DELETE /api/surfboards/${reserved._id}/reservation`]: ok({
        ...reserved,
        reservedUntil: null,
      }),
    });
    renderWithApp(<ManageBoardModal board={reserved} onClose={() => {}} onEdit={() => {}} />, {
      path: '/',
    });
    await user.click(screen.getByRole('button', { name: 'שחרור השמירה' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});

describe('an offer to those who liked the board (issue 55)', () => {
  const liked = testBoard({
    _id: 'e'.repeat(24),
    price: 2000,
    favoriteCount: 3,
    moderationStatus: 'approved',
  });

  it('is in the menu only while someone liked a board for sale and held for nobody', () => {
    const menu = (b: typeof liked) =>
      renderWithApp(<ManageBoardModal board={b} onClose={() => {}} onEdit={() => {}} />);
    const { unmount } = menu(liked);
    expect(screen.getByRole('button', { name: /הצעת מחיר למי שסימנו כמועדף \(3\)/ })).toBeVisible();
    unmount();
    menu({ ...liked, favoriteCount: 0 });
    expect(screen.queryByRole('button', { name: /הצעת מחיר למי ש/ })).toBeNull();
  });

  it('takes a price at least 5% under, sends it, and says to how many it went', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`POST /api/surfboards/${liked._id}/offer-to-likers`]: ok(
        { sent: 3, skipped: 0, validUntil: new Date().toISOString(), nextAt: '' },
        201,
      ),
    });
    let closed = false;
    renderWithApp(
      <ManageBoardModal board={liked} onClose={() => (closed = true)} onEdit={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: /הצעת מחיר למי שסימנו כמועדף/ }));
    const field = screen.getByRole('textbox', { name: 'המחיר המוצע (₪)' });
    expect(field).toHaveValue('1800');
    expect(screen.getByText(/לפחות 5% מתחת/)).toHaveTextContent('1,900');
    await user.clear(field);
    await user.type(field, '1950');
    expect(screen.getByRole('button', { name: 'שליחת ההצעה' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '1900');
    await user.click(screen.getByRole('button', { name: 'שליחת ההצעה' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 1900 });
    expect(await screen.findByText('ההצעה נשלחה ל-3 אנשים')).toBeVisible();
  });
});
