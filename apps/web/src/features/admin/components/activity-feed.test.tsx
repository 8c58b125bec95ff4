import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TActivityItem } from '@galim/shared/admin/schemas';
import { ActivityFeed } from './activity-feed';

const BOARD = 'a'.repeat(24);
const WETSUIT = 'd'.repeat(24);
const item = (over: Partial<TActivityItem>): TActivityItem => ({
  _id: 'f'.repeat(24),
  type: 'surfboard_published',
  user: null,
  details: '',
  target: null,
  timestamp: new Date().toISOString(),
  ...over,
});

describe('admin activity feed', () => {
  it('names the board and the user, with links to them where they are public', () => {
    const { container } = render(
      <MemoryRouter>
        <ActivityFeed
          items={[
            item({
              _id: '1'.repeat(24),
              details: 'פיש 5.8',
              target: {
                kind: 'surfboard',
                listingKind: 'board',
                _id: BOARD,
                title: 'פיש 5.8',
                path: `/surfboards/${BOARD}`,
              },
              user: { _id: 'b'.repeat(24), name: 'דנה לוי', path: '/u/dana' },
            }),
            item({
              _id: '3'.repeat(24),
              type: 'surfboard_sold',
              details: "O'Neill 4/3",
              target: {
                kind: 'surfboard',
                listingKind: 'wetsuit',
                _id: WETSUIT,
                title: "O'Neill 4/3",
                path: `/wetsuits/${WETSUIT}`,
              },
            }),
            item({
              _id: '2'.repeat(24),
              type: 'user_signup',
              details: 'רון הצטרף/ה לגלים',
              user: { _id: 'c'.repeat(24), name: 'רון', path: null },
            }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'פיש 5.8' })).toHaveAttribute(
      'href',
      `/surfboards/${BOARD}`,
    );
    // A wetsuit's line says so, and links to its own page (issue 53).
    const wetsuit = screen.getByRole('link', { name: "O'Neill 4/3" });
    expect(wetsuit).toHaveAttribute('href', `/wetsuits/${WETSUIT}`);
    expect(wetsuit.closest('li')).toHaveTextContent(/^מכירה.*O'Neill 4\/3 · חליפה/);
    expect(screen.getByRole('link', { name: 'דנה לוי' })).toHaveAttribute('href', '/u/dana');
    expect(screen.getByText('רון הצטרף/ה לגלים')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'רון' })).toBeNull();
    expect(container.textContent).not.toContain(BOARD);
  });
});
