import { describe, expect, it } from 'vitest';
import * as React from 'react';
import * as compat from 'preact/compat';
import { useState as preactUseState } from 'preact/hooks';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

// The component tests run the runtime the app ships (decision 031): react, react-dom and the
// JSX runtime resolve to preact/compat here as in the build, for the app, the testing library
// and React Router alike.
describe('the runtime under test', () => {
  it('is preact/compat when the code imports react', () => {
    expect(React.useState).toBe(compat.useState);
    expect(React.createElement).toBe(compat.createElement);
  });

  it('renders through Preact, in and out of the router', () => {
    function Where() {
      // A Preact hook works only in a component Preact renders.
      const [label] = preactUseState('here:');
      return <p>{label + useLocation().pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/surfboards']}>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('here:/surfboards')).toBeInTheDocument();
  });
});
