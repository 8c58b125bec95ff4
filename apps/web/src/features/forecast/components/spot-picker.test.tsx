import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPOTS } from '@galim/shared/forecast/spots';
import { SpotPicker } from './spot-picker';

it('finds a spot by the name surfers use, with or without "חוף"', async () => {
  const user = userEvent.setup();
  render(<SpotPicker selectedId="tel-aviv-hilton" onSelect={() => {}} />);
  expect(screen.getAllByRole('button')).toHaveLength(SPOTS.length);
  const search = screen.getByLabelText('חיפוש חוף');
  await user.type(search, 'חוף זבולון');
  // Zevulun is one of Herzliya's other names, loaded as the box is first used.
  expect(await screen.findByRole('button', { name: /הרצליה – סידני עלי/ })).toBeInTheDocument();
  expect(screen.getAllByRole('button')).toHaveLength(1);
  await user.clear(search);
  await user.type(search, 'dado');
  expect(screen.getByRole('button', { name: /חיפה – דדו/ })).toBeInTheDocument();
});
