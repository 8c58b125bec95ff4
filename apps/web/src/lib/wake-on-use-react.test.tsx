import { afterEach, describe, expect, it } from 'vitest';
import { act, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { wakeOnUse } from './wake-on-use';

// A page the server drew with React, and React taking it over (hydrateRoot) after the visitor has
// already typed and pressed search: what they did reaches the app's own state and handlers.

const searches: string[] = [];

function Search() {
  const [query, setQuery] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    searches.push(query);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="חיפוש" value={query} onChange={(e) => setQuery(e.target.value)} />
      <output>{query}</output>
      <button type="submit">חיפוש</button>
    </form>
  );
}

function Started({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  searches.length = 0;
  document.body.innerHTML = '';
});

describe('wakeOnUse over a page React takes over', () => {
  it('hands text typed before the start to the component, and does the held search', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    const button = container.querySelector('button')!;

    const start = () =>
      new Promise<void>((resolve) => {
        root = hydrateRoot(
          container,
          <Started then={resolve}>
            <Search />
          </Started>,
        );
      });
    wakeOnUse(start);

    // Typed and tapped while the app's code was still loading.
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.value = 'Pyzel';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await new Promise((r) => setTimeout(r, 50));
    });
    await act(() => new Promise((r) => setTimeout(r, 0)));

    // React took over the elements the server drew, and its state holds what was typed.
    expect(container.querySelector('input')).toBe(input);
    expect(Object.keys(input).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('Pyzel');
    expect(searches).toEqual(['Pyzel']);
  });
});
