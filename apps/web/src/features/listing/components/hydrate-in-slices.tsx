// Server HTML hydrated after the first screen's, in slices (for code that loads later: lib/hydrate-later.tsx).
// React hydrates the content of a <Suspense> boundary at a lower priority than the rest of the page, and that
// render yields to the browser every few milliseconds, instead of one long task for the whole page (Total
// Blocking Time). The HTML is the server's all along: nothing moves, links work, and a click or a key press
// inside hydrates that part first.
// Nothing inside may suspend on the client (the fallback is nothing): lazy parts bring their own boundary.
// Not for form fields: what is typed into server HTML before React hydrates it is lost.
import { type ReactNode, Suspense } from 'react';

export function HydrateInSlices({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
