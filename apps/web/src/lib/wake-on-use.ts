// A page the server drew is complete without script: it starts its app when the visitor first
// uses it (decision 037). A first visit then runs almost no script at load, which is what a
// phone's first screen waits for. Whatever the visitor does before the app has started is not
// lost: clicks and form submissions are held and done again once it has, and text typed
// meanwhile is handed to the app as if typed after.

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

/** A click the browser should keep doing itself (a link opened in a new tab or window). */
function opensElsewhere(e: MouseEvent): boolean {
  if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return true;
  const link = (e.target as Element | null)?.closest?.('a[href]');
  return Boolean(link && (link.getAttribute('target') ?? '_self') !== '_self');
}

export function wakeOnUse(start: () => Promise<unknown>): void {
  let awake = false;
  let waking = false;
  const held: Event[] = [];
  /** Fields typed in before the start, with what they held: the app's first render resets them. */
  const typed = new Map<Element, { value: string; checked: boolean }>();
  const options = { capture: true, passive: true } as const;

  const hold = (e: Event) => {
    if (awake) return;
    if (e instanceof MouseEvent && opensElsewhere(e)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(e);
    wake();
  };
  const note = (e: Event) => {
    const field = e.target;
    if (
      awake ||
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

  function done() {
    awake = true;
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    for (const [field, was] of typed) {
      if (!field.isConnected) continue;
      const f = field as HTMLInputElement;
      if (f.type === 'checkbox' || f.type === 'radio') f.checked = was.checked;
      else f.value = was.value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const e of held) {
      let target: Element | null =
        e.target instanceof Element && e.target.isConnected ? e.target : null;
      if (!target && e instanceof MouseEvent) {
        target = document.elementFromPoint(e.clientX, e.clientY);
      }
      // An icon (SVG) has no click(): its nearest HTML element gets it, and it bubbles from
      // there to the link or button around it.
      while (target && !(target instanceof HTMLElement)) target = target.parentElement;
      if (e.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  }

  function wake() {
    if (waking) return;
    waking = true;
    for (const type of PRESENCE) window.removeEventListener(type, wake, options);
    void start().then(done, done);
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  for (const type of PRESENCE) window.addEventListener(type, wake, options);
}
