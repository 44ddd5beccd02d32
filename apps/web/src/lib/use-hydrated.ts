// false on the server and while the browser hydrates server HTML, true afterwards (and on pages the browser
// renders itself). For what only the browser can show (the map) or do (a tap on a heart): the first render
// then equals the HTML.
//
// After hydration the flag turns true in a transition, so the parts that change with it (every card's heart,
// the map replacing its placeholder, a phone's layout) render again in slices of a few milliseconds. Read
// straight from useSyncExternalStore, a server value that differs from the browser's makes React render every
// reader again synchronously once hydration is over: one long task on a phone, the largest after hydration.
import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

// Without the provider (a component tested on its own, rendered by the browser): true.
const HydratedContext = createContext(true);

const subscribeNever = () => () => {};

/** Around the app (app/providers.tsx): holds the flag every useHydrated() reads. */
export function HydrationProvider({ children }: { children: ReactNode }) {
  // Only the first value counts: the provider alone renders again when hydration ends, not its readers.
  const renderedByBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(renderedByBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext, { value: hydrated }, children);
}

export function useHydrated(): boolean {
  return use(HydratedContext);
}
