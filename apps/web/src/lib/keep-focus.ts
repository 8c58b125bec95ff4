import { useCallback, useRef, type FocusEvent } from 'react';

/**
 * For a form drawn anew when its values change (keyed on them, so its inputs show the URL's
 * filters): the control that had focus gets it back in the new form, so choosing a filter does
 * not drop focus to the page's start. Spread on the form.
 */
export function useKeptFocus<T extends HTMLElement>() {
  const focused = useRef('');
  const ref = useCallback((node: T | null) => {
    if (node && focused.current && document.activeElement === document.body) {
      document.getElementById(focused.current)?.focus();
    }
  }, []);
  const onFocus = (event: FocusEvent) => {
    focused.current = event.target.id;
  };
  return { ref, onFocus };
}
