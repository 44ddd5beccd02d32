// The part of the navigation blocker (navigation-blocker.ts) that must be in place before the router: the
// browser's back and forward. React Router's browser history follows popstate with a listener on window,
// and listeners on window run in the order they were added, capture or not; so main.tsx adds this one
// first. When a blocker holds the move, the router's listener is stopped and the history is moved back.
import type { Path } from 'react-router';

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface BlockerEntry {
  shouldBlock(next: Path, action: HistoryAction): boolean;
  block(next: Path, retry: () => void): void;
}

/** The mounted blockers (useBlocker). */
export const blockers = new Set<BlockerEntry>();

export function blockingEntry(next: Path, action: HistoryAction): BlockerEntry | undefined {
  for (const entry of blockers) if (entry.shouldBlock(next, action)) return entry;
  return undefined;
}

/** The browser history's position of the current entry (React Router keeps it in history.state.idx). */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : null;
}

let currentIndex: number | null = null;
/** 'revert': the popstate our own history.go() back causes; 'proceed': the one a proceed() causes. */
let expectedPop: 'revert' | 'proceed' | null = null;

/** Called after each in-app navigation: where the history now is. */
export function noteHistoryIndex() {
  currentIndex = historyIndex();
}

function onPopState(event: PopStateEvent) {
  const nextIndex = historyIndex();
  if (expectedPop === 'revert') {
    expectedPop = null;
    event.stopImmediatePropagation();
    return;
  }
  const proceeding = expectedPop === 'proceed';
  expectedPop = null;
  const { pathname, search, hash } = window.location;
  const entry = proceeding ? undefined : blockingEntry({ pathname, search, hash }, 'POP');
  if (!entry || nextIndex === null || currentIndex === null) {
    currentIndex = nextIndex;
    return;
  }
  event.stopImmediatePropagation();
  const delta = nextIndex - currentIndex;
  expectedPop = 'revert';
  window.history.go(-delta);
  entry.block({ pathname, search, hash }, () => {
    expectedPop = 'proceed';
    window.history.go(delta);
  });
}

let listening = false;

/** Starts following back and forward; before the router is created (main.tsx). */
export function guardHistory() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', onPopState, true);
}
