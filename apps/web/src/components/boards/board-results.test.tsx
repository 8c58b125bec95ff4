import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { testBoard } from '../../test/fixtures';
import { fakeApi, ok, renderWithApp } from '../../test/kit';
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
