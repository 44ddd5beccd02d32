// A form's fields, disabled in the server's HTML and until they have hydrated: React would drop what was typed
// into them before. A component of its own so that enabling them re-renders the fieldset only, not the whole
// form (that re-render is synchronous: a long task on a phone).
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/** No border, padding or margin of its own. */
const FIELDSET_STYLE = { border: 0, padding: 0, margin: 0, minWidth: 0 };

export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={FIELDSET_STYLE}>
      {children}
    </fieldset>
  );
}
