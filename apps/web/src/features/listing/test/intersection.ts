// A stand-in IntersectionObserver for the tests (happy-dom's never reports anything): with `near: true` every
// observed element is reported as near the viewport at once; otherwise nothing is until `reveal()`.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const entryFor = (target: Element) =>
  ({ target, isIntersecting: true, intersectionRatio: 1, time: 0 }) as unknown as IntersectionObserverEntry;

export function stubIntersectionObserver({ near }: { near: boolean }) {
  const live = new Set<StubObserver>();

  class StubObserver {
    readonly targets = new Set<Element>();
    readonly rootMargin: string;
    readonly callback: Callback;
    constructor(callback: Callback, options: IntersectionObserverInit = {}) {
      this.callback = callback;
      this.rootMargin = options.rootMargin ?? '0px';
    }
    observe(target: Element) {
      this.targets.add(target);
      live.add(this);
      if (near) this.fire();
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      live.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      this.callback([...this.targets].map(entryFor), this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    /** The elements watched now. */
    watched: () => [...live].flatMap((observer) => [...observer.targets]),
    rootMargins: () => [...live].map((observer) => observer.rootMargin),
    /** Every watched element comes near the viewport (the reader scrolls down). */
    reveal: () =>
      act(() => {
        for (const observer of [...live]) observer.fire();
      }),
  };
}
