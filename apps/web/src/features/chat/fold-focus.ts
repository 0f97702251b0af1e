import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps the keyboard's focus in a side panel that changes between open and its 64 px rail, by the
 * founder's click or because the window narrowed (see fitPanels). The change removes controls, and
 * the browser drops the focus of a removed control on the page: a keyboard user would start again
 * from its top. That focus goes to the panel's `toggle` instead, the button that opens or folds it.
 * Only focus that was in the panel and went with what was removed moves; focus elsewhere stays.
 * Spread the returned handlers on the panel's element (every layout of it).
 */
export function useFocusKeptOnFold(collapsed: boolean, toggle: RefObject<HTMLElement | null>) {
  const focused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const last = focused.current;
    if (!last || last.isConnected) return;
    focused.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) toggle.current?.focus();
  }, [collapsed, toggle]);
  return {
    onFocus: (e: FocusEvent) => {
      focused.current = e.target;
    },
    onBlur: (e: FocusEvent) => {
      // Given to something outside the panel, the focus is no longer the panel's to keep.
      if (e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) focused.current = null;
    },
  };
}
