// React Router's useBlocker, for its declarative mode (the data router's own exists only there): while
// `shouldBlock` says so, a navigation is held and the caller asks; `proceed()` lets it through, `reset()`
// stays. In-app navigations (links, navigate(), <Navigate>) are held by wrapping the router's navigator's
// push and replace; browser back/forward by history-guard.ts.
import { use, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Location,
  type Navigator,
  type Path,
  parsePath,
  type To,
  UNSAFE_NavigationContext,
  useLocation,
} from 'react-router';
import {
  type BlockerEntry,
  blockers,
  blockingEntry,
  guardHistory,
  type HistoryAction,
  noteHistoryIndex,
} from './history-guard.ts';

export interface BlockerTransition {
  currentLocation: Location;
  nextLocation: Path;
  historyAction: HistoryAction;
}

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Path; proceed(): void; reset(): void };

const patched = new WeakSet<Navigator>();

function toPath(to: To): Path {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '' };
}

/** Wraps push and replace once per navigator; with no blocker registered they only pass through. */
function patchNavigator(navigator: Navigator) {
  if (patched.has(navigator)) return;
  patched.add(navigator);
  const { push, replace } = navigator;
  const guard =
    (navigate: Navigator['push'], action: 'PUSH' | 'REPLACE'): Navigator['push'] =>
    (to, state, options) => {
      const next = toPath(to);
      const entry = blockingEntry(next, action);
      const go = () => {
        navigate(to, state, options);
        if (typeof window !== 'undefined') noteHistoryIndex();
      };
      if (entry) entry.block(next, go);
      else go();
    };
  navigator.push = guard(push, 'PUSH');
  navigator.replace = guard(replace, 'REPLACE');
  if (typeof window !== 'undefined') {
    noteHistoryIndex();
    guardHistory();
  }
}

export function useBlocker(shouldBlock: (transition: BlockerTransition) => boolean): Blocker {
  const { navigator } = use(UNSAFE_NavigationContext);
  const location = useLocation();
  const latest = useRef({ shouldBlock, location });
  latest.current = { shouldBlock, location };
  const [held, setHeld] = useState<{ next: Path; retry: () => void } | null>(null);

  useEffect(() => {
    patchNavigator(navigator);
    const entry: BlockerEntry = {
      shouldBlock: (nextLocation, historyAction) =>
        latest.current.shouldBlock({ currentLocation: latest.current.location, nextLocation, historyAction }),
      block: (next, retry) => setHeld({ next, retry }),
    };
    blockers.add(entry);
    return () => {
      blockers.delete(entry);
    };
  }, [navigator]);

  return useMemo((): Blocker => {
    if (!held) return { state: 'unblocked' };
    return {
      state: 'blocked',
      location: held.next,
      proceed: () => {
        setHeld(null);
        held.retry();
      },
      reset: () => setHeld(null),
    };
  }, [held]);
}
