// false on the server and while the browser hydrates server HTML, true afterwards (and on pages the browser
// renders itself). For what only the browser can show (the map): the first render then equals the HTML.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
