import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITIES } from '@galim/shared/geo/cities';
import type { TServiceList } from '@galim/shared/services/schemas';
import { fakeApi, ok, renderWithApp, type FakeApi } from '../../../test/kit';
import { servicesTexts as englishTexts } from '../../../i18n/he/services';
import ServicesPage from './services-page';

// The city filter on the English page (decision 051): the near list's cities by their English names,
// while the filter still sends the Hebrew value the providers' cities are stored in. The
// English build reads i18n/en/services; here the page is given that table the same way.
vi.mock('../../../i18n/he/services', async () => {
  const english = await import('../../../i18n/en/services');
  const hebrew = await vi.importActual<Record<string, unknown>>('../../../i18n/he/services');
  return { ...hebrew, servicesTexts: english.servicesTexts };
});
// The city is the near picker's (issue 56): its English table too.
vi.mock('../../../i18n/he/near', async () => await import('../../../i18n/en/near'));

let api: FakeApi;
const listUrls = () =>
  api.calls
    .filter((c) => c.path.startsWith('/api/services'))
    .map((c) => decodeURIComponent(c.path + c.search));

beforeEach(() => {
  api = fakeApi({
    'GET /api/services/search': ok<TServiceList>({
      services: [],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 12 },
      totalFound: 0,
    }),
  });
});

describe('the city filter in English', () => {
  it('names every city in English and filters by its Hebrew value', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServicesPage />, { route: '/services' });
    await user.click(await screen.findByRole('button', { name: englishTexts.filters }));
    const city = await screen.findByRole('combobox', { name: 'City' });
    const labels = within(city)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(labels).toEqual(expect.arrayContaining(['Haifa', 'Tel Aviv', 'Caesarea']));
    expect(labels.filter((l) => /[\u0590-\u05FF]/.test(l))).toEqual([]);
    expect(within(city).getAllByRole('option')).toHaveLength(CITIES.length + 1);

    await user.selectOptions(city, 'Haifa');
    await waitFor(() => expect(listUrls().some((u) => u.includes('city=חיפה'))).toBe(true));
  });

  it('keeps a city no list names as its provider typed it', () => {
    expect(englishTexts.cityName('חיפה')).toBe('Haifa');
    expect(englishTexts.cityName('כפר סבא')).toBe('כפר סבא');
    expect(englishTexts.cityName('Kfar Saba')).toBe('Kfar Saba');
  });
});
