import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
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
    'GET /api/listings/mine': ({ url }) => ok(lists[url.searchParams.get('status') ?? 'active']),
    'PATCH /api/surfboards/:id/unarchive': ({ params }) => {
      for (const b of lists.archived!) if (b._id === params.id) b.archived = false;
      lists.archived = lists.archived!.filter((b) => b.archived);
      return ok({});
    },
  });
});

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
