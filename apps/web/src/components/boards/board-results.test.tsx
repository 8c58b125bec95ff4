import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { testBoard } from '../../test/fixtures';
import { fakeApi, ok, renderWithApp } from '../../test/kit';
import type { TBoardFilters } from '../../lib/queries/board-search';
import { BoardResults } from './board-results';

// The count above the boards: exact up to 1,000; above that the API counts no further and the
// list says so (decision 050), while "load more" still goes on.

const pageOf = (over: Partial<TSurfboardPage>): TSurfboardPage => ({
  boards: [testBoard({ _id: 'a'.repeat(24), title: 'פיש צהוב' })],
  total: 1,
  page: 1,
  limit: 12,
  totalPages: 1,
  hasMore: false,
  ...over,
});

describe('the count above the board list', () => {
  it('says "more than 1,000" when the API counted no further, and offers the next page', async () => {
    fakeApi({
      'GET /api/surfboards': ok(
        pageOf({ total: 1000, totalCapped: true, totalPages: 84, hasMore: true }),
      ),
    });
    renderWithApp(<BoardResults filters={{ minPrice: '900' }} />);
    expect(await screen.findByText('יותר מ-1,000 גלשנים')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'טען עוד' })).toBeInTheDocument();
  });

  it('gives an exact total as it is', async () => {
    fakeApi({ 'GET /api/surfboards': ok(pageOf({ total: 1000, totalPages: 84, hasMore: true })) });
    renderWithApp(<BoardResults filters={{ minPrice: '900' }} />);
    expect(await screen.findByText('1,000 גלשנים')).toBeInTheDocument();
  });
});

/** The results under a sort the test changes, as the list pages change theirs. */
function Sorted() {
  const [filters, setFilters] = useState<TBoardFilters>({});
  return (
    <>
      <button onClick={() => setFilters({ sortBy: 'price', sortOrder: 'asc' })}>by price</button>
      <BoardResults filters={filters} />
    </>
  );
}

describe('a new sort or filter', () => {
  it('keeps the cards it has, dimmed and busy, until the new list comes', async () => {
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      'GET /api/surfboards': async ({ url }) => {
        if (url.searchParams.get('sortBy') !== 'price') return ok(pageOf({ hasMore: true }));
        await later;
        return ok(pageOf({ boards: [testBoard({ _id: 'b'.repeat(24), title: 'לונג ירוק' })] }));
      },
    });
    renderWithApp(<Sorted />);
    expect(await screen.findByText('פיש צהוב')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'by price' }));
    // The old card stays, its list busy and out of reach, instead of an empty "loading".
    expect(screen.getByText('פיש צהוב').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'טען עוד' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('לונג ירוק')).toBeInTheDocument();
    expect(screen.queryByText('פיש צהוב')).not.toBeInTheDocument();
    expect(screen.getByText('לונג ירוק').closest('[aria-busy="true"]')).toBeNull();
  });
});
