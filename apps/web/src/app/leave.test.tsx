import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RequireAuth } from './guards';
import { SessionRoot } from './router';
import { fail, fakeApi, ok, sessionUser } from '../test/kit';
import { api } from '../lib/api';
import { useAuth } from '../lib/auth/auth-context';
import { loadSession, saveSession } from '../lib/auth/auth-store';

// Signing out from a signed-in page, and deleting an account, take the user home signed out. A
// full e2e run once met the deletion landing on /login instead: the guard of the page being left
// saw the sign-out before React had drawn the new page, and a request answered 401 (the server
// had ended the sessions) counted as an expired session.

type How = 'sign-out' | 'delete' | 'delete-fails' | 'plain-401';

function Settings({ how }: { how: How }) {
  const { leave } = useAuth();
  // Another request of the page, answered after the server ended the sessions.
  const otherRequest = () => api('/api/notifications/unread');
  const onClick = async () => {
    if (how === 'sign-out') await leave('/');
    if (how === 'plain-401') await otherRequest();
    if (how === 'delete' || how === 'delete-fails') {
      await leave('/', async () => {
        await otherRequest();
        return how === 'delete';
      });
    }
  };
  return <button onClick={() => void onClick()}>go</button>;
}

async function run(how: How) {
  const user = sessionUser();
  saveSession('token', user);
  fakeApi({
    'GET /api/auth/validate': ok({ user }),
    'GET /api/notifications/unread': fail(401, 'UNAUTHORIZED', 'Session ended'),
    'POST /api/auth/logout': how === 'sign-out' ? ok({}) : fail(401, 'UNAUTHORIZED', 'Ended'),
  });
  const router = createMemoryRouter(
    [
      {
        element: <SessionRoot />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/login', element: <p>login</p> },
          {
            element: <RequireAuth />,
            children: [{ path: '/settings', element: <Settings how={how} /> }],
          },
        ],
      },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} flushSync={(draw) => void flushSync(draw)} />
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'go' }));
  // Whatever the app does next has happened.
  await act(() => new Promise((r) => setTimeout(r, 100)));
  return router.state.location.pathname;
}

describe('leaving the signed-in pages on purpose', () => {
  it('signing out from a guarded page lands home, signed out', async () => {
    expect(await run('sign-out')).toBe('/');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(loadSession()).toBeNull();
  });

  it('deleting the account lands home, signed out, whatever 401 came meanwhile', async () => {
    expect(await run('delete')).toBe('/');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(loadSession()).toBeNull();
  });

  it('a deletion that failed leaves the user where they were, signed in', async () => {
    expect(await run('delete-fails')).toBe('/settings');
    expect(loadSession()).not.toBeNull();
  });

  it('a 401 outside them still means the session expired: to /login', async () => {
    expect(await run('plain-401')).toBe('/login');
  });
});
