import { lazy, type ComponentType } from 'react';

/**
 * A component loaded with its own chunk when it is first rendered: screens beyond the one asked
 * for stay out of the first download (docs/decisions/2026-11-24-performance.md).
 */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
