// A page the server drew is complete without script, and its app starts by itself once the page
// has loaded and the browser is idle, or at the visitor's first touch, key or scroll if that
// comes sooner (decision 037). The load itself then runs almost no script, which is what a
// phone's first screen waits for, and the first tap is answered by a running app. Whatever the
// visitor does before the app has started is not lost: clicks and form submissions are held and
// done again once it has, and text typed meanwhile is handed to the app as if typed after. If
// the app cannot start (its code does not load) or is slow to, what was held is done the plain
// way: a link is followed, a form sent.

/** What shows that someone is there: the app starts at the first of these. */
const PRESENCE = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'mouseover',
  'wheel',
  'scroll',
];

/** The browser's idle time after the load, waited for at most this long. */
export const IDLE_START_MS = 2_000;

/**
 * Calls `start` once the page has loaded and the browser has a moment to spare: after the load's
 * own work, and within IDLE_START_MS of it even on a busy phone.
 */
export function whenLoadedAndIdle(start: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(start, { timeout: IDLE_START_MS })
      : setTimeout(start, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Past this the page stops waiting for the app and does what was held itself. */
export const HOLD_LIMIT_MS = 4_000;

/** A click the browser does as well without the app: leave it to the browser. */
function browserDoesIt(e: MouseEvent): boolean {
  if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return true;
  const target = e.target as Element | null;
  // A question on /faq opens by itself (<details>).
  if (target?.closest?.('summary')) return true;
  const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return false;
  // A new tab, another site, mail or a phone call.
  return (link.getAttribute('target') ?? '_self') !== '_self' || link.origin !== location.origin;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a control is drawn as: its tag, name, label, address, kind and text. */
function signature(el: Element): string {
  return [
    el.tagName,
    el.getAttribute('name'),
    el.getAttribute('aria-label'),
    el.getAttribute('href'),
    el.getAttribute('type'),
    el.textContent?.trim(),
  ].join('\u0000');
}

/**
 * The element as the app has it. Over a page drawn for everyone the app keeps the elements; a
 * visitor this device knows gets their own page drawn afresh in its place (main.tsx), and a
 * control used meanwhile is then the one control drawn the same way, if there is exactly one.
 */
function asTheAppHasIt<T extends Element>(el: T): T | null {
  if (el.isConnected) return el;
  const sig = signature(el);
  const same = Array.from(document.getElementsByTagName(el.tagName)).filter(
    (other) => signature(other) === sig,
  );
  return same.length === 1 ? (same[0] as T) : null;
}

/** The control a click was on (a tap on a button's icon is a tap on the button). */
const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role="button"]';

/**
 * Puts `value` in a text field so that the app takes it for typing. React notices typing by
 * comparing the field with the value it last saw there; a field it took over with the text
 * already in it saw that text, and would ignore the same text again. So the field is first set
 * to empty the way the app sets it, then to the text the way the browser does when typed into.
 */
function handBack(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // A field in a part React takes over later (a page's own part, decision 039) is not its yet,
  // and React would take the typed text for what was drawn. An input event makes React take
  // that part over at once (its listener at the root, on the way down); given the drawn value
  // first, it sees the field as drawn. The event stops at the field: no handler sees it.
  field.value = field.defaultValue;
  const stop = (e: Event) => e.stopImmediatePropagation();
  field.addEventListener('input', stop, { capture: true, once: true });
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.removeEventListener('input', stop, { capture: true });
  field.value = '';
  const proto = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, value);
}

/** Returns what starts the app at once, with whatever is done meanwhile held as before. */
export function wakeOnUse(start: () => Promise<unknown>): () => void {
  let holding = true;
  let waking = false;
  const held: Event[] = [];
  /** Fields typed in before the start, with what they held: the app's first render resets them. */
  const typed = new Map<Field, { value: string; checked: boolean }>();
  const options = { capture: true, passive: true } as const;

  const hold = (e: Event) => {
    if (!holding) return;
    if (e instanceof MouseEvent && browserDoesIt(e)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    // A second tap on the same thing while waiting would undo the first (a menu, a toggle).
    if (!held.some((h) => h.target === e.target)) held.push(e);
    wake();
  };
  const note = (e: Event) => {
    const field = e.target;
    if (
      !holding ||
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
    ) {
      return;
    }
    typed.set(field, {
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    });
  };

  function stopHolding() {
    holding = false;
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
  }

  /** The app has started: what was typed goes to it, what was held is done again. */
  function started() {
    if (!holding) return;
    stopHolding();
    for (const [drawn, was] of typed) {
      const field = asTheAppHasIt(drawn);
      if (!field) continue;
      try {
        if (
          field instanceof HTMLInputElement &&
          (field.type === 'checkbox' || field.type === 'radio')
        ) {
          field.checked = was.checked;
        } else if (field instanceof HTMLSelectElement) {
          field.value = was.value;
        } else if (!(field instanceof HTMLInputElement && field.type === 'file')) {
          handBack(field, was.value);
        }
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      } catch {
        // One field that cannot be given back does not stop the others.
      }
    }
    for (const e of held) {
      // The element itself, or the control it is part of where the app drew the page afresh; an
      // icon (SVG) has no click(), so its nearest HTML element gets it and it bubbles from there.
      const was = e.target instanceof Element ? e.target : null;
      let target = was?.isConnected ? was : was && asTheAppHasIt(was.closest(CONTROL) ?? was);
      while (target && !(target instanceof HTMLElement)) target = target.parentElement;
      try {
        if (e.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
        else if (target instanceof HTMLElement) target.click();
      } catch {
        // As above.
      }
    }
  }

  /** The app did not start in time (or at all): the browser does what was held. */
  function withoutApp() {
    if (!holding) return;
    stopHolding();
    const first = held[0];
    const target = first?.target instanceof Element ? first.target : null;
    const link = target?.closest('a[href]') as HTMLAnchorElement | null;
    const form = first?.type === 'submit' ? (target as HTMLFormElement | null) : null;
    if (link) location.assign(link.href);
    else form?.submit();
  }

  function wake() {
    if (waking) return;
    waking = true;
    for (const type of PRESENCE) window.removeEventListener(type, wake, options);
    const late = setTimeout(withoutApp, HOLD_LIMIT_MS);
    void start().then(
      () => {
        clearTimeout(late);
        started();
      },
      () => {
        clearTimeout(late);
        withoutApp();
      },
    );
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  for (const type of PRESENCE) window.addEventListener(type, wake, options);
  return wake;
}
