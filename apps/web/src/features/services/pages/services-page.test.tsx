import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TServiceList } from '@galim/shared/services/schemas';
import { fakeApi, ok, renderWithApp, type FakeApi } from '../../../test/kit';
import ServicesPage from './services-page';

// The price filter takes what the API's filter takes (whole shekels, 0 to a million: the shared
// PRICE_FILTER), says so at the field otherwise, and asks the API only for prices it takes.

const PRICE_MESSAGE = 'יש להזין מחיר בשקלים שלמים, מ-0 עד 1,000,000';
let api: FakeApi;
/** The service lists asked for, with their query. */
const listUrls = () =>
  api.calls.filter((c) => c.path.startsWith('/api/services')).map((c) => c.path + c.search);

beforeEach(() => {
  api = fakeApi({
    'GET /api/services/search': ok<TServiceList>({
      services: [],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 12 },
      totalFound: 0,
    }),
  });
});

const renderPage = () => renderWithApp(<ServicesPage />, { route: '/services?city=תל אביב' });

describe('services price filter', () => {
  it('refuses a fraction or a price beyond a million at the field, and filters by a whole one', async () => {
    const user = userEvent.setup();
    renderPage();
    const min = await screen.findByRole('spinbutton', { name: 'מחיר מינימלי' });
    for (const bad of ['0.5', '3000000000', '-5']) {
      await user.clear(min);
      await user.type(min, bad);
      await user.tab();
      expect(min).toHaveAttribute('aria-invalid', 'true');
      expect(min).toHaveAccessibleDescription(PRICE_MESSAGE);
    }
    expect(listUrls().some((u) => u.includes('priceMin'))).toBe(false);

    await user.clear(min);
    await user.type(min, '250');
    await user.tab();
    expect(min).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(listUrls().some((u) => u.includes('priceMin=250'))).toBe(true));
  });
});
