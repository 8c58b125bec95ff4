import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import { useMyListings } from '../../../lib/queries/my-listings';
import MySurfboardsPage from './my-surfboards-page';

// The owner's board lists: a rejected board says why, an archived one comes back in one click,
// and "you never published" is said only to someone who never did.

const owner = sessionUser();
const board = (id: string, over: Partial<TSurfboard> = {}) =>
  testBoard({ _id: id.repeat(24), title: `גלשן ${id}`, ...over });

let lists: Record<string, TSurfboard[]>;
let api: FakeApi;

beforeEach(() => {
  api = fakeApi({
    // The API answers every status with a list, empty when there is none.
    'GET /api/listings/mine': ({ url }) =>
      ok(lists[url.searchParams.get('status') ?? 'active'] ?? []),
    'PATCH /api/surfboards/:id/unarchive': ({ params }) => {
      for (const b of lists.archived!) if (b._id === params.id) b.archived = false;
      lists.archived = lists.archived!.filter((b) => b.archived);
      return ok({});
    },
  });
});

/** The list the profile's menu reads (profile-layout.tsx): every listing of the seller. */
function ProfileMenuList() {
  useMyListings('all');
  return null;
}

const renderAt = (path: string) =>
  renderWithApp(<MySurfboardsPage />, { route: path, user: owner });

describe('my boards', () => {
  it("shows a rejected board's moderator notes under 'סיבת הדחייה'", async () => {
    lists = {
      active: [
        board('b', { moderationStatus: 'rejected', moderationNotes: 'התמונות לא מראות את הגלשן' }),
        board('c', { moderationStatus: 'approved', moderationNotes: null }),
      ],
    };
    renderAt('/profile/my-surfboards');
    const rejected = (await screen.findByText('גלשן b')).closest('article')!;
    expect(within(rejected).getByText('סיבת הדחייה')).toBeInTheDocument();
    expect(within(rejected).getByText('התמונות לא מראות את הגלשן')).toBeInTheDocument();
    const approved = screen.getByText('גלשן c').closest('article')!;
    expect(within(approved).queryByText('סיבת הדחייה')).not.toBeInTheDocument();
  });

  it('restores an archived board with one click, without a confirm', async () => {
    lists = { archived: [board('d', { archived: true })] };
    const user = userEvent.setup();
    renderAt('/profile/archived');
    await user.click(await screen.findByRole('button', { name: 'החזרה מהארכיון' }));
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      `/api/surfboards/${'d'.repeat(24)}/unarchive`,
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('הגלשן הוחזר מהארכיון!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('אין גלשנים בארכיון')).toBeInTheDocument();
  });

  it('says the board is back even when the archive refreshes before the profile menu', async () => {
    lists = { archived: [board('d', { archived: true })], all: [board('d', { archived: true })] };
    // As in the app, the page sits in the profile, whose menu reads every listing of the
    // seller: after the restore both refresh. The archive answers first (the card leaves with
    // its button), the menu's list only later. The toast must not leave with the card.
    let restored = false;
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    api.routes['GET /api/listings/mine'] = async ({ url }) => {
      const status = url.searchParams.get('status') ?? 'active';
      if (restored && status === 'all') await later;
      return ok(lists[status] ?? []);
    };
    api.routes['PATCH /api/surfboards/:id/unarchive'] = () => {
      restored = true;
      lists = { archived: [], all: [board('d')] };
      return ok({});
    };
    const user = userEvent.setup();
    renderWithApp(
      <>
        <ProfileMenuList />
        <MySurfboardsPage />
      </>,
      { route: '/profile/archived', user: owner },
    );
    await user.click(await screen.findByRole('button', { name: 'החזרה מהארכיון' }));
    expect(await screen.findByText('אין גלשנים בארכיון')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('הגלשן הוחזר מהארכיון!');
  });

  it('with only archived boards, says none is active and points to the archive', async () => {
    lists = { active: [], all: [board('e', { archived: true })] };
    renderAt('/profile/my-surfboards');
    expect(await screen.findByText('אין לכם כרגע גלשנים פעילים')).toBeInTheDocument();
    expect(screen.queryByText('עוד לא פרסמתם גלשנים')).not.toBeInTheDocument();
    expect(screen.getByText(/גלשן אחד נמצא בארכיון/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'לארכיון' })).toHaveAttribute(
      'href',
      '/profile/archived',
    );
  });

  it("says 'עוד לא פרסמתם' only when there are no boards at all", async () => {
    lists = { active: [], all: [] };
    renderAt('/profile/my-surfboards');
    expect(await screen.findByText('עוד לא פרסמתם גלשנים')).toBeInTheDocument();
  });
});
