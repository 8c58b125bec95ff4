import { describe, expect, it } from 'vitest';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

// The component tests run React 19 itself, as the app does in the browser and on the server:
// react-dom renders, for the app, the testing library and React Router alike.
describe('the runtime under test', () => {
  it('is React 19 with its own react-dom', () => {
    expect(version).toMatch(/^19\./);
    expect(domVersion).toBe(version);
  });

  it('renders through react-dom, in and out of the router', () => {
    function Where() {
      const [label] = useState('here:');
      return <p>{label + useLocation().pathname}</p>;
    }
    const { container } = render(
      <MemoryRouter initialEntries={['/surfboards']}>
        <Where />
      </MemoryRouter>,
    );
    const shown = screen.getByText('here:/surfboards');
    expect(shown).toBeInTheDocument();
    // react-dom marks the elements it owns with its own keys (a fiber and its props).
    expect(Object.keys(shown).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
    expect(Object.keys(container).some((k) => k.startsWith('__reactContainer$'))).toBe(true);
  });
});
