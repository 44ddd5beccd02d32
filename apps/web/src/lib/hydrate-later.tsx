// Parts of a server-rendered page that need not answer clicks in the page's first moment (menus, the search
// toolbar, the footer, the cards' hearts): their code is a lazy chunk, not part of the page's first
// JavaScript. The server renders them (prerender waits for the chunk); in the browser each sits in a Suspense
// boundary of its own, so while the page hydrates React keeps the part's server HTML in place and hydrates it
// when the chunk arrives. Meanwhile it reads as HTML and its links work as links. React 19 drops a click on a
// part that is not hydrated yet, so each part sits in a `display: contents` element: a click in it, once the
// app's code runs and until the part hydrates, is held and given again to the same element when it has (the
// filters open, the menu unfolds, a moment late rather than never).
//
// The download starts when the part first renders, or earlier with `preload()`. A part mounted later (a
// client-side navigation, a page the browser renders itself) has no HTML to keep: its page waits for it
// (useLaterPartsReady), or it shows nothing until its chunk is in (fine for a heart over a photo).
//
// A boundary still waiting for its chunk that receives new props (or a changed context) is thrown away and
// rendered by the browser, fallback first: a flash. So the boundary's props never change: the part's props
// travel through a small store, read with useSyncExternalStore (its server snapshot, the first props, while
// hydrating, as on the server; the latest ones after).
import {
  type ComponentType,
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useHydrated } from './use-hydrated.ts';

const PART = 'data-later-part';
const HYDRATED = 'data-hydrated';
/** The element clicked last in each part not hydrated yet. */
const heldClicks = new WeakMap<Element, HTMLElement>();

function holdClicksBeforeHydration(event: MouseEvent) {
  // A click with a modifier (a link to a new tab) is the browser's own.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const part = target?.closest(`[${PART}]:not([${HYDRATED}])`);
  if (!target || !part) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const control = target.closest('a, button, input, select, textarea, label, [role]') ?? target;
  if (control instanceof HTMLElement) heldClicks.set(part, control);
}

if (typeof document !== 'undefined') document.addEventListener('click', holdClicksBeforeHydration, true);

/** Marks the part hydrated and clicks again what was clicked in it before (once its effects have run). */
function partHydrated(part: HTMLElement | null) {
  if (!part) return;
  part.setAttribute(HYDRATED, '');
  const held = heldClicks.get(part);
  heldClicks.delete(part);
  if (held) setTimeout(() => held.isConnected && held.click());
}

/** The part's props: the first (as the server rendered them) and the latest, for useSyncExternalStore. */
interface PropsStore<P> {
  first: () => P;
  latest: () => P;
  subscribe: (listener: () => void) => () => void;
  set: (props: P) => void;
}

function shallowEqual<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function createPropsStore<P extends object>(first: P): PropsStore<P> {
  let latest = first;
  const listeners = new Set<() => void>();
  return {
    first: () => first,
    latest: () => latest,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (props) => {
      // A parent's render makes a new props object: only other values are news (useSyncExternalStore renders
      // again, synchronously, for each; a hydrated part whose props equal the server's is not rendered twice).
      if (shallowEqual(props, latest)) return;
      latest = props;
      for (const listener of listeners) listener();
    },
  };
}

export interface Preloadable {
  /** Starts the chunk's download (once); answers when it is in. */
  preload: () => Promise<unknown>;
  /** The download is over (in, or failed: then the part fails as any lazy chunk, to the route's error page). */
  settled: () => boolean;
}

export type LaterPart<P> = ComponentType<P> & Preloadable;

const subscribeNever = () => () => {};

/**
 * A component whose code loads later, from `load` (e.g. `() => import('./menu.tsx').then((m) => m.Menu)`),
 * hydrated when it arrives.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): LaterPart<P> {
  let loaded: Promise<ComponentType<P>> | null = null;
  let resolved: ComponentType<P> | null = null;
  let settled = false;
  const component = (): Promise<ComponentType<P>> => {
    loaded ??= load().then(
      (value) => {
        resolved = value;
        settled = true;
        return value;
      },
      (error: unknown) => {
        settled = true;
        throw error;
      },
    );
    // A failed download shows where the part renders (the route's error page), not as an unhandled rejection.
    loaded.catch(() => {});
    return loaded;
  };
  // Suspends until the chunk is in. Once it is, the component itself is rendered (`resolved`), so a new mount
  // does not suspend; the lazy one never commits (it only resolves after `resolved` is set).
  const Lazy = lazy(() => component().then((value) => ({ default: value })));

  function Inner({ store, part }: { store: PropsStore<P>; part: RefObject<HTMLDivElement | null> }) {
    const props = useSyncExternalStore(store.subscribe, store.latest, store.first);
    // After the commit: when the part mounts with its wrapper, the wrapper's ref is set after this effect runs.
    useLayoutEffect(() => queueMicrotask(() => partHydrated(part.current)), [part]);
    const Component = resolved ?? Lazy;
    return <Component {...props} />;
  }

  function LaterPart(props: P) {
    const [store] = useState(() => createPropsStore(props));
    const part = useRef<HTMLDivElement>(null);
    component();
    useLayoutEffect(() => store.set(props));
    // The same element on every render: React leaves a boundary still waiting for its chunk alone.
    return useMemo(
      () => (
        <div ref={part} {...{ [PART]: '' }} style={{ display: 'contents' }}>
          <Suspense fallback={null}>
            <Inner store={store} part={part} />
          </Suspense>
        </div>
      ),
      [store],
    );
  }

  return Object.assign(LaterPart, { preload: component, settled: () => settled });
}

/**
 * For a page whose later parts would otherwise pop in: false while `parts` are still loading for a page the
 * browser renders itself (show the page's skeleton meanwhile), so that it appears whole. True for the page
 * whose server HTML is being hydrated (`page`: its identity, e.g. the path), whose parts keep their HTML until
 * their chunks arrive. `parts`: a constant array.
 */
export function useLaterPartsReady(parts: readonly Preloadable[], page: string): boolean {
  const hydrating = !useHydrated();
  const [serverPage] = useState(hydrating ? page : null);
  const keepsServerHtml = page === serverPage;
  const waitForParts = useCallback(
    (notify: () => void) => {
      let live = true;
      void Promise.allSettled(parts.map((part) => part.preload())).then(() => live && notify());
      return () => {
        live = false;
      };
    },
    [parts],
  );
  return useSyncExternalStore(
    keepsServerHtml ? subscribeNever : waitForParts,
    () => keepsServerHtml || parts.every((part) => part.settled()),
    () => true,
  );
}
