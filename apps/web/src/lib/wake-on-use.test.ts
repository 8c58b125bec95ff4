import { afterEach, describe, expect, it, vi } from 'vitest';
import { wakeOnUse } from './wake-on-use';

// A page drawn by the server, before and after its app starts. jsdom keeps the listeners of
// earlier tests on window, so each test waits for its own start.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A button that notes, for each click it gets, whether the app had started by then. */
function recordingButton() {
  document.body.innerHTML = '<button id="b">לחצו</button>';
  const button = document.getElementById('b')!;
  const clicks: boolean[] = [];
  const app = { started: false };
  button.addEventListener('click', () => clicks.push(app.started));
  return { button, clicks, app };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('wakeOnUse', () => {
  it('starts the app at the first sign of a visitor, once', async () => {
    const start = vi.fn(() => Promise.resolve());
    wakeOnUse(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointerdown'));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('can be told to start at once (a visitor this device knows), still holding clicks', async () => {
    const { button, clicks, app } = recordingButton();
    const started = deferred();
    const start = vi.fn(() => started.promise);
    const startNow = wakeOnUse(start);
    startNow();
    expect(start).toHaveBeenCalledTimes(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    app.started = true;
    started.resolve();
    await vi.waitFor(() => expect(clicks).toEqual([true]));
    startNow();
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a click until the app has started, then clicks again where the visitor did', async () => {
    const { button, clicks, app } = recordingButton();
    const started = deferred();
    wakeOnUse(() => started.promise);

    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    app.started = true;
    started.resolve();
    await vi.waitFor(() => expect(clicks).toEqual([true]));
    // Once started, clicks are the app's own.
    button.click();
    expect(clicks).toEqual([true, true]);
  });

  it('clicks again on an icon too, through the link around it', async () => {
    document.body.innerHTML =
      '<a id="tile" href="/faq"><svg id="icon" viewBox="0 0 4 4"><path d="M0 0h4v4z"/></svg>שאלות</a>';
    const followed: string[] = [];
    const link = document.getElementById('tile')!;
    const started = deferred();
    wakeOnUse(() => started.promise);
    const icon = document.getElementById('icon')!;
    icon.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    icon.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    link.addEventListener('click', (e) => {
      e.preventDefault();
      followed.push(link.getAttribute('href')!);
    });
    started.resolve();
    await vi.waitFor(() => expect(followed).toEqual(['/faq']));
  });

  it('lets a link opened in a new tab go, without holding it', async () => {
    document.body.innerHTML = '<a id="a" href="/faq">שאלות</a>';
    const start = vi.fn(() => Promise.resolve());
    wakeOnUse(start);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
  });

  it('hands text typed before the start to the app, and submits a held form after it', async () => {
    document.body.innerHTML = '<form id="f"><input id="q" name="search" /></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    const input = document.getElementById('q') as HTMLInputElement;
    const seen: string[] = [];
    const submitted: string[] = [];
    const started = deferred();
    wakeOnUse(() => started.promise);

    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.value = 'Seaside';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    // The app starts: its first render sets the field to its own (empty) state and attaches
    // its handlers (a drawn field that React takes over keeps its text; see
    // wake-on-use-react.test.tsx).
    input.value = '';
    input.addEventListener('input', () => seen.push(input.value));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted.push(new FormData(form).get('search') as string);
    });
    started.resolve();
    await vi.waitFor(() => expect(submitted).toEqual(['Seaside']));
    expect(seen).toEqual(['Seaside']);
  });

  it('does a tap and typing on the page drawn afresh for a visitor this device knows', async () => {
    const drawn =
      '<form><input name="search" /></form><button aria-label="סינון"><svg></svg></button>' +
      '<button>אחר</button>';
    document.body.innerHTML = drawn;
    const started = deferred();
    wakeOnUse(() => started.promise);
    const field = document.querySelector('input')!;
    field.value = 'Seaside';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    document
      .querySelector('svg')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    // The app draws the page afresh (createRoot): the same controls, new elements.
    document.body.innerHTML = drawn;
    const typed: string[] = [];
    const tapped: string[] = [];
    document.querySelector('input')!.addEventListener('input', (e) => {
      typed.push((e.target as HTMLInputElement).value);
    });
    for (const b of document.querySelectorAll('button')) {
      b.addEventListener('click', () =>
        tapped.push(b.getAttribute('aria-label') ?? b.textContent!),
      );
    }
    started.resolve();
    await vi.waitFor(() => expect(tapped).toEqual(['סינון']));
    expect(typed).toContain('Seaside');
    expect(document.querySelector('input')!.value).toBe('Seaside');
  });

  it('does a double tap once, not twice (which would undo it)', async () => {
    document.body.innerHTML = '<button id="menu">תפריט</button>';
    const button = document.getElementById('menu')!;
    let open = false;
    const started = deferred();
    wakeOnUse(() => started.promise);
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    for (let i = 0; i < 2; i++) {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    button.addEventListener('click', () => (open = !open));
    started.resolve();
    await vi.waitFor(() => expect(open).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(open).toBe(true);
  });

  it('sends a held search the plain way when the app cannot start', async () => {
    document.body.innerHTML = '<form id="f" action="/surfboards"><input name="search" /></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    const sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    wakeOnUse(() => Promise.reject(new Error('offline')));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    // No longer held: the page works as plain HTML from now on.
    const again = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    sent.mockRestore();
  });

  it('leaves a question on /faq to open by itself', () => {
    document.body.innerHTML = '<details><summary id="q">מה זה גלים?</summary><p>…</p></details>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    wakeOnUse(() => Promise.resolve());
    document.getElementById('q')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
