import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import type { TSessionUser } from '@galim/shared/users/session';
import { ToastProvider } from '../../../components/ui/toast';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { clearSession, saveSession } from '../../../lib/auth/auth-store';
import MySurfboardsPage from './my-surfboards-page';

// The owner's board lists: a rejected board says why, an archived one comes back in one click,
// and "you never published" is said only to someone who never did.

const owner: TSessionUser = {
  _id: 'a'.repeat(24),
  email: 'dana@x.example',
  displayName: 'דנה',
  firstName: 'דנה',
  lastName: null,
  phone: null,
  profileImage: null,
  slug: null,
  role: 'user',
  profile_completed: true,
};
const stamp = new Date().toISOString();
function board(id: string, over: Partial<TSurfboard> = {}): TSurfboard {
  return {
    _id: id.repeat(24),
    title: `גלשן ${id}`,
    description: '',
    price: 1500,
    brand: null,
    brandTitle: null,
    model: null,
    modelTitle: null,
    category: null,
    categoryTitle: null,
    technology: null,
    technologyTitle: null,
    condition: 'good',
    volume: 30,
    length: 6,
    width: null,
    thickness: null,
    finSetup: null,
    finSystem: null,
    color: null,
    skillLevel: null,
    availability: true,
    sellerType: 'private',
    showContact: true,
    locationText: 'חיפה',
    location: { type: 'Point', coordinates: [0, 0] },
    images: [],
    coverIndex: 0,
    mainImage: null,
    seller: { _id: owner._id, firstName: 'דנה', lastName: null, displayName: 'דנה' },
    sold: false,
    soldStatus: { isSold: false, soldDate: null, soldPrice: null },
    soldThroughWebsite: null,
    archived: false,
    moderationStatus: 'approved',
    moderatedAt: null,
    viewCount: 0,
    favoriteCount: 0,
    createdAt: stamp,
    uploadDate: stamp,
    updatedAt: stamp,
    ...over,
  } as TSurfboard;
}

let lists: Record<string, TSurfboard[]>;
let patches: string[];
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  saveSession('token', owner);
  patches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x.example');
      if (url.pathname === '/api/auth/validate') {
        return json({ success: true, data: { user: owner } });
      }
      if (url.pathname === '/api/surfboards/mine') {
        return json({ success: true, data: lists[url.searchParams.get('status') ?? 'active'] });
      }
      if (init?.method === 'PATCH') {
        patches.push(url.pathname);
        const id = url.pathname.split('/')[3];
        for (const b of lists.archived!) if (b._id === id) b.archived = false;
        lists.archived = lists.archived!.filter((b) => b.archived);
        return json({ success: true, data: {} });
      }
      return json({ success: true, data: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/profile/my-surfboards', element: <MySurfboardsPage /> },
      { path: '/profile/archived', element: <MySurfboardsPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

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
    expect(patches).toEqual([`/api/surfboards/${'d'.repeat(24)}/unarchive`]);
    expect(await screen.findByRole('status')).toHaveTextContent('הגלשן הוחזר מהארכיון!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('אין גלשנים בארכיון')).toBeInTheDocument();
  });

  it('with only archived boards, says none is active and points to the archive', async () => {
    lists = { active: [], all: [board('e', { archived: true })] };
    renderAt('/profile/my-surfboards');
    expect(await screen.findByText('אין לכם כרגע גלשנים פעילים')).toBeInTheDocument();
    expect(screen.queryByText('עוד לא פרסמת גלשנים')).not.toBeInTheDocument();
    expect(screen.getByText(/גלשן אחד נמצא בארכיון/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'לארכיון' })).toHaveAttribute(
      'href',
      '/profile/archived',
    );
  });

  it("says 'עוד לא פרסמת' only when there are no boards at all", async () => {
    lists = { active: [], all: [] };
    renderAt('/profile/my-surfboards');
    expect(await screen.findByText('עוד לא פרסמת גלשנים')).toBeInTheDocument();
  });
});
