// Which panel a path belongs to: /admin, /portal and /support hide the public header and footer, and
// each panel puts its class on <body> (spec 2 "Shell").
export type PanelClass = 'renter-profile-panel' | 'admin-panel' | 'landlord-panel' | 'support-panel';

export const PANEL_CLASSES: readonly PanelClass[] = [
  'renter-profile-panel',
  'admin-panel',
  'landlord-panel',
  'support-panel',
];

/** The renter area lives under /admin but has its own look. */
export const RENTER_AREA_PATHS = [
  '/admin/renter-profile',
  '/admin/my-inquiries',
  '/admin/favourite-listings',
  '/admin/favorite-listings',
  '/admin/email-alerts',
  '/admin/recommended-listings',
  '/admin/viewed-listings',
] as const;

function under(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export { isPanelPath } from '../../lib/panel-paths.ts';

export function panelClassFor(pathname: string): PanelClass | null {
  if (RENTER_AREA_PATHS.some((p) => under(pathname, p))) return 'renter-profile-panel';
  if (under(pathname, '/admin')) return 'admin-panel';
  if (under(pathname, '/portal')) return 'landlord-panel';
  if (under(pathname, '/support')) return 'support-panel';
  return null;
}

/** Puts the panel's class on <body>, removing the others. */
export function applyBodyClass(pathname: string, body: HTMLElement = document.body) {
  const next = panelClassFor(pathname);
  for (const name of PANEL_CLASSES) body.classList.toggle(name, name === next);
}
