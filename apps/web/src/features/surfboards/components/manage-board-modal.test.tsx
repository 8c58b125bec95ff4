import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOARD_MESSAGES } from '@galim/shared/validation-messages/board';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import { ManageBoardModal } from './manage-board-modal';

// Marking a board sold: the sale price is checked with the API's rule and sent as a number.

const board = testBoard({ _id: 'd'.repeat(24), price: 1800 });

/** The sold dialog of `board`, with an API that accepts the sale; the API's record. */
function openSold() {
  const api = fakeApi({
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
