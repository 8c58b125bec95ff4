import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SPOTS } from '@galim/shared/forecast/spots';
import { SpotPicker } from './spot-picker';

const drawn = (selectedId: string) =>
  render(
    <MemoryRouter>
      <SpotPicker selectedId={selectedId} />
    </MemoryRouter>,
  );

it('links every spot to its own page, the one shown marked as the current page', () => {
  drawn('bat-yam');
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(SPOTS.length);
  expect(screen.getByRole('link', { name: /בת ים/ })).toHaveAttribute('href', '/forecast/bat-yam');
  expect(screen.getByRole('link', { name: /בת ים/ })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: /הרצליה/ })).toHaveAttribute(
    'href',
    '/forecast/herzliya',
  );
  expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
});

it('finds a spot by the name surfers use, with or without "חוף"', async () => {
  const user = userEvent.setup();
  drawn('tel-aviv-hilton');
  const search = screen.getByLabelText('חיפוש חוף');
  await user.type(search, 'חוף זבולון');
  // Zevulun is one of Herzliya's other names, loaded as the box is first used.
  expect(await screen.findByRole('link', { name: /הרצליה – סידני עלי/ })).toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(1);
  await user.clear(search);
  await user.type(search, 'dado');
  expect(screen.getByRole('link', { name: /חיפה – דדו/ })).toBeInTheDocument();
});
