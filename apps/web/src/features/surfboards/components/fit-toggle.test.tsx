import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TBoardFilters } from '../../../lib/queries/board-search';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { FitToggle } from './fit-toggle';

// "מתאים לי" set up from the list (issue 51): the weight and level are saved, and the filter is
// on at once. The profile may be read again before the save's answer arrives (another tab, the
// live stream): the form that asked goes away then, and the filter must still turn on.

const rider = sessionUser();

function List() {
  const [filters, setFilters] = useState<TBoardFilters>({});
  return (
    <>
      <FitToggle filters={filters} onChange={setFilters} />
      <output aria-label="filters">{JSON.stringify(filters)}</output>
    </>
  );
}

describe('"מתאים לי" set up from the list', () => {
  it('saves the weight and level, then turns the filter on', async () => {
    const user = userEvent.setup();
    let saved: { fitWeightKg: number; fitLevel: string } | null = null;
    const app: { queryClient?: QueryClient } = {};
    const api = fakeApi({
      'GET /api/users/:id': () =>
        ok({
          user: {
            ...rider,
            fitWeightKg: saved?.fitWeightKg ?? null,
            fitLevel: saved?.fitLevel ?? null,
          },
        }),
      'PUT /api/users/me/fit': async ({ body }) => {
        saved = body as typeof saved;
        // The saved profile is read before this answer arrives.
        await app.queryClient!.refetchQueries({ queryKey: ['me'] });
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok({ user: { ...rider, ...saved } });
      },
    });
    app.queryClient = renderWithApp(<List />, { user: rider }).queryClient;
    const weight = await screen.findByLabelText('משקל (ק״ג)');
    await user.type(weight, '70');
    await user.selectOptions(screen.getByLabelText('רמת גלישה'), 'beginner');
    await user.click(screen.getByRole('button', { name: 'שמירה והצגת גלשנים מתאימים' }));

    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'מתאים לי' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(JSON.parse(screen.getByLabelText('filters').textContent!)).toEqual({
      fitWeightKg: '70',
      fitLevel: 'beginner',
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      fitWeightKg: 70,
      fitLevel: 'beginner',
    });
    expect(screen.getByText('לפי 70 ק״ג ורמת מתחילים')).toBeInTheDocument();
  });
});
