import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/kit';
import { SellGearLink } from './sell-gear-link';

describe('the link to sell a kind of gear', () => {
  it('opens the publish page with the kind chosen', () => {
    renderWithApp(<SellGearLink kind="wetsuit" />);
    expect(screen.getByRole('link', { name: 'פרסום חליפה למכירה' })).toHaveAttribute(
      'href',
      '/profile/upload-surfboard?kind=wetsuit',
    );
  });
});
