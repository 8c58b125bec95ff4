import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, ok, renderWithApp } from '../../test/kit';
import type { TBoardFilters } from '../../lib/queries/board-search';
import { BoardFilters } from './board-filters';

// The form is drawn anew for each new set of filters (its inputs show the URL's): the control
// just used keeps focus, so a keyboard or screen-reader user stays where they were.

beforeEach(() => {
  fakeApi({
    'GET /api/brands': ok([]),
    'GET /api/categories': ok([]),
    'GET /api/technologies': ok([]),
  });
});

function Page() {
  const [filters, setFilters] = useState<TBoardFilters>({});
  return <BoardFilters filters={filters} onChange={setFilters} />;
}

describe('board filters, focus', () => {
  it('keeps focus on the control that changed a filter', async () => {
    const user = userEvent.setup();
    renderWithApp(<Page />);
    const before = screen.getByLabelText('מצב', { exact: true });
    await user.selectOptions(before, 'good');
    const after = screen.getByLabelText('מצב', { exact: true });
    expect(after).not.toBe(before);
    expect(after).toHaveValue('good');
    expect(after).toHaveFocus();
  });
});
