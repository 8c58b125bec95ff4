import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import MySurfboardsPage from './my-surfboards-page';

// "My boards" and a listing's term (issue 55): expired listings wait under their own heading,
// each renewed in one tap; the reminder's address puts the board's three answers on top.

const DAY = 86_400_000;
const owner = sessionUser();
const board = (id: string, over: Partial<TSurfboard> = {}) =>
  testBoard({ _id: id.repeat(24), title: `גלשן ${id}`, ...over });
const expiredBoard = board('x', {
  expired: true,
  expiresAt: new Date(Date.now() - 3 * DAY).toISOString(),
});
const endingBoard = board('s', {
  expiresAt: new Date(Date.now() + 5 * DAY - 60_000).toISOString(),
});
const liveBoard = board('l');

let api: FakeApi;

beforeEach(() => {
  api = fakeApi({
    'GET /api/listings/mine': ok([liveBoard, endingBoard, expiredBoard]),
    'POST /api/surfboards/:id/renew': ({ params }) => ok(board(params.id!.slice(0, 1))),
    'PATCH /api/surfboards/:id/archive': ({ params }) => ok(board(params.id!.slice(0, 1))),
    'GET /api/surfboards/:id/buyers': ok({ buyers: [] }),
  });
});

const writes = () =>
  api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

describe('expired listings in my boards', () => {
  it('stand under "expired", each with its renewal, apart from the boards on sale', async () => {
    const user = userEvent.setup();
    renderWithApp(<MySurfboardsPage />, { route: '/profile/my-surfboards', user: owner });
    const group = (await screen.findByRole('heading', { name: 'מודעות שפגו' })).closest('section')!;
    expect(within(group).getByText('גלשן x')).toBeInTheDocument();
    expect(within(group).queryByText('גלשן l')).not.toBeInTheDocument();
    expect(within(group).getByText('המודעה פגה לפני 3 ימים')).toBeInTheDocument();
    // The row of boards on sale: the one ending soon says when, and is renewed there too.
    const row = screen.getByRole('list', { name: 'רשימת הגלשנים' });
    expect(within(row).queryByText('גלשן x')).not.toBeInTheDocument();
    expect(within(row).getByText('המודעה תרד מהאתר בעוד 5 ימים')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'חידוש ל-60 יום' }));
    expect(writes()).toEqual([`POST /api/surfboards/${'x'.repeat(24)}/renew`]);
    expect(await screen.findByText('המודעה חודשה ל-60 יום')).toBeInTheDocument();
  });

  it('the reminder’s address puts the three answers on top: archive is one tap', async () => {
    const user = userEvent.setup();
    renderWithApp(<MySurfboardsPage />, {
      route: `/profile/my-surfboards?still=${'s'.repeat(24)}`,
      user: owner,
    });
    const card = (await screen.findByRole('heading', { name: 'עדיין למכירה?' })).closest(
      'section',
    )!;
    expect(within(card).getByText('גלשן s')).toBeInTheDocument();
    const answers = within(card).getByRole('group', { name: 'עדיין למכירה? גלשן s' });
    expect(
      within(answers)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['חידוש ל-60 יום', 'נמכר', 'העברה לארכיון']);
    await user.click(within(answers).getByRole('button', { name: 'העברה לארכיון' }));
    expect(writes()).toEqual([`PATCH /api/surfboards/${'s'.repeat(24)}/archive`]);
  });

  it('"sold" opens the sale, where the buyer is named', async () => {
    const user = userEvent.setup();
    const route = `/profile/my-surfboards?still=${'s'.repeat(24)}`;
    renderWithApp(<MySurfboardsPage />, { route, user: owner });
    await user.click(await screen.findByRole('button', { name: 'נמכר' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('סימון הגלשן כנמכר');
    expect(screen.getByText('למי נמכר?')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('puts nothing on top for a board with no question pending', async () => {
    renderWithApp(<MySurfboardsPage />, {
      route: `/profile/my-surfboards?still=${'l'.repeat(24)}`,
      user: owner,
    });
    expect(await screen.findByText('גלשן l')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'עדיין למכירה?' })).not.toBeInTheDocument();
  });
});
