// "Mount it when the reader gets near": false on the server, while the browser hydrates and until the element
// comes within `rootMargin` of the viewport; true from then on (the observer stops). What sits below the fold
// (a map, a chart, rows of cards) then downloads, runs and renders only when it is about to be seen, instead of
// on the main thread while the page hydrates. Without IntersectionObserver it is true at once.
// (@mantine/hooks' useInViewport takes no rootMargin and turns false again; its useIntersection keeps
// observing and reports every change.)
import { useCallback, useState } from 'react';

/** How far ahead of the viewport loading starts: about half a phone's screen, so it is usually ready when seen. */
export const NEAR_VIEWPORT_MARGIN = '400px';

/** `ref` goes on the element that stands in for the content (with the content's height: no layout shift). */
export function useNearViewport<T extends Element = HTMLDivElement>(rootMargin = NEAR_VIEWPORT_MARGIN) {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `${rootMargin} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return { ref, near };
}
