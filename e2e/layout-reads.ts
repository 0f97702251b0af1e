import type { Page } from '@playwright/test';

/** What the page read of the watched elements' layout: outside a ResizeObserver's call (named), and inside (counted). */
export interface LayoutReads {
  outside: string[];
  inside: number;
}

/**
 * Watches, from the page's first script, every read of the layout of the elements matching
 * `selector` (scroll and client sizes, offsets, `getBoundingClientRect`). A read outside an
 * observer's call forces a layout wherever it happens, inside React's commit for one; inside,
 * the browser has laid the page out already. Returns how to read what was seen.
 */
export async function watchLayoutReads(page: Page, selector: string): Promise<() => Promise<LayoutReads>> {
  await page.addInitScript((watched) => {
    const seen = { outside: [] as string[], inside: 0 };
    (window as unknown as { __layoutReads: typeof seen }).__layoutReads = seen;
    let inObserver = 0;
    const Observer = window.ResizeObserver;
    window.ResizeObserver = class extends Observer {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => {
          inObserver++;
          try {
            callback(entries, observer);
          } finally {
            inObserver--;
          }
        });
      }
    };
    const note = (element: Element, name: string) => {
      if (!element.matches(watched)) return;
      if (inObserver) seen.inside++;
      else seen.outside.push(`${name} of ${element.className || element.tagName}`);
    };
    const reads: [object, string[]][] = [
      [Element.prototype, ['scrollLeft', 'scrollTop', 'scrollWidth', 'scrollHeight', 'clientWidth', 'clientHeight']],
      [HTMLElement.prototype, ['offsetHeight', 'offsetWidth']],
    ];
    for (const [proto, names] of reads) {
      for (const name of names) {
        const own = Object.getOwnPropertyDescriptor(proto, name)!;
        Object.defineProperty(proto, name, {
          ...own,
          get(this: Element) {
            note(this, name);
            return own.get!.call(this);
          },
        });
      }
    }
    const boundingRect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      note(this, 'getBoundingClientRect');
      return boundingRect.call(this);
    };
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __layoutReads: LayoutReads }).__layoutReads);
}
