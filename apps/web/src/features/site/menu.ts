// Where a menu item points: an external URL, or a path inside the app (spec 3 "Menu").
import type { MenuLink } from '../../lib/site/api.ts';

export interface MenuTarget {
  href: string;
  external: boolean;
  newTab: boolean;
}

export function menuTarget(item: Pick<MenuLink, 'url' | 'externalUrl' | 'target'>): MenuTarget | null {
  const newTab = !!item.target && item.target !== '_self';
  if (item.externalUrl) return { href: item.externalUrl, external: true, newTab };
  if (!item.url) return null;
  if (/^(https?:)?\/\//i.test(item.url) || /^(mailto|tel):/i.test(item.url)) {
    return { href: item.url, external: true, newTab };
  }
  return { href: item.url.startsWith('/') ? item.url : `/${item.url}`, external: false, newTab };
}
