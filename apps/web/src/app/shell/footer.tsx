// The public footer: its code (footer-content.tsx) is a chunk of its own, hydrated after the page
// (lib/hydrate-later.tsx); the server HTML shows it meanwhile.
import { hydrateLater } from '../../lib/hydrate-later.tsx';

export const Footer = hydrateLater(() => import('./footer-content.tsx').then((m) => m.Footer));
