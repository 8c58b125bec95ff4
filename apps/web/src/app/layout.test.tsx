import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, ok, renderWithApp, sessionUser } from '../test/kit';
import { Layout } from './layout';

// The floating "+" on a phone sits over the page's end: pages that show it leave room below.

describe('the layout', () => {
  it('leaves room under the page for the floating "+" where it shows', async () => {
    fakeApi({ 'GET /api/config': ok({}), 'POST /api/events': ok({}) });
    renderWithApp(<Layout />, { route: '/profile/my-surfboards', user: sessionUser() });
    expect(await screen.findByRole('main')).toHaveClass('pb-28');
  });

  it('keeps the ordinary margin where the "+" does not show', async () => {
    fakeApi({ 'GET /api/config': ok({}), 'POST /api/events': ok({}) });
    renderWithApp(<Layout />, { route: '/contact', user: sessionUser() });
    expect(await screen.findByRole('main')).not.toHaveClass('pb-28');
  });
});
