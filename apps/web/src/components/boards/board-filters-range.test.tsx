import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp } from '../../test/kit';
import { BoardFilters } from './board-filters';

// A minimum price above the maximum finds nothing: the filters say so beside the range.

beforeEach(() => {
  fakeApi({
    'GET /api/brands': ok([]),
    'GET /api/categories': ok([]),
    'GET /api/technologies': ok([]),
  });
});

const renderFilters = (filters = {}) =>
  renderWithApp(<BoardFilters filters={filters} onChange={() => {}} />);

describe('board filters, price range', () => {
  it('says when the minimum is above the maximum, and stops when fixed', async () => {
    const user = userEvent.setup();
    renderFilters();
    const min = screen.getByLabelText('מחיר (₪) מינימום');
    const max = screen.getByLabelText('מחיר (₪) מקסימום');
    await user.type(min, '3000');
    await user.type(max, '2000');
    expect(max).toHaveAccessibleDescription('המינימום גבוה מהמקסימום: אין גלשנים בטווח הזה');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    await user.clear(max);
    await user.type(max, '4000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so for a range that came in the address', () => {
    renderFilters({ minPrice: '3000', maxPrice: '1000' });
    expect(screen.getByRole('alert')).toHaveTextContent('המינימום גבוה מהמקסימום');
  });
});

describe('board filters, sizes and prices as typed', () => {
  it('reads "2,400" and "5\'8" into the numbers the list asks for, and shows 5\'8" back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<BoardFilters filters={{}} onChange={onChange} />);
    await user.type(screen.getByLabelText('מחיר (₪) מקסימום'), '2,400');
    await user.type(screen.getByLabelText('אורך (רגל) מינימום'), "5'8{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({ maxPrice: '2400', minLength: '5.6667' });
  });

  it('shows a length from the address in feet and inches', () => {
    renderFilters({ minLength: '5.6667', maxLength: '6.5' });
    expect(screen.getByLabelText('אורך (רגל) מינימום')).toHaveValue('5\'8"');
    expect(screen.getByLabelText('אורך (רגל) מקסימום')).toHaveValue('6\'6"');
  });
});
