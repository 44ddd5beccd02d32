// A menu from site settings (Primary in the header, Footer in the footer). Items with children open a
// dropdown (hover or click, 50 ms hide delay: spec 9). In the Primary menu the favourites link "My Picks"
// appears when the favourite count is above 0 (spec 2).
import { Anchor, Badge, Box, Group, Stack } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { selectFavouriteCount, useRenterStore } from '../../features/renter/index.ts';
import {
  type MenuItem,
  type MenuLink,
  menuTarget,
  selectListingsPermalink,
  useSiteStore,
} from '../../features/site/index.ts';
import { localWords, useTranslation } from '../../lib/i18n/index.ts';
import { useLocalePath } from '../../lib/use-locale-path.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import classes from './shell.module.css';

interface ItemLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  item: MenuLink;
  onNavigate?: () => void;
  children?: ReactNode;
}

/** A menu item as a link: router link inside the app, plain anchor outside it. Other props go to the element. */
export function MenuItemLink({ item, onNavigate, children, onClick, ...rest }: ItemLinkProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const target = menuTarget(item);
  const label = children ?? localWords(item.title);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    onNavigate?.();
  };
  if (!target) return <span className={rest.className}>{label}</span>;
  if (target.external || target.newTab) {
    return (
      <a
        {...rest}
        href={target.external ? target.href : localePath(target.href)}
        target={target.newTab ? '_blank' : undefined}
        rel={target.newTab ? 'noopener noreferrer' : undefined}
        onClick={handleClick}
      >
        {label}
        {target.newTab && <span className={classes.visuallyHidden}> {t('common.opensInNewTab')}</span>}
      </a>
    );
  }
  return (
    <Link {...rest} to={localePath(target.href)} onClick={handleClick}>
      {label}
    </Link>
  );
}

function DesktopDropdown({ item }: { item: MenuItem }) {
  const children = item.children ?? [];
  return (
    // The id from the item: the header's HTML is then the same wherever the server renders it (server-slots.tsx).
    <NavDropdown label={localWords(item.title)} testId={`menu-item-${item.id}`} id={`menu-item-${item.id}-links`}>
      {menuTarget(item) && (
        <li>
          <MenuItemLink item={item} className={classes.dropdownLink} />
        </li>
      )}
      {children.map((child) => (
        <li key={child.id}>
          <MenuItemLink item={child} className={classes.dropdownLink} />
        </li>
      ))}
    </NavDropdown>
  );
}

/** The favourites link shows only when the favourite count is above 0 and the menu key is Primary. */
export function useFavouritesLinkVisible(menuKey: string): boolean {
  const count = useRenterStore(selectFavouriteCount);
  return menuKey === 'Primary' && count > 0;
}

/** "My Picks" with the count. */
export function FavouritesLink({ menuKey, onNavigate }: { menuKey: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const count = useRenterStore(selectFavouriteCount);
  const permalink = useSiteStore(selectListingsPermalink);
  const localePath = useLocalePath();
  const visible = useFavouritesLinkVisible(menuKey);
  if (!visible) return null;
  return (
    <Anchor
      component={Link}
      to={localePath(`/${permalink}/favourites`)}
      className={classes.navLink}
      onClick={onNavigate}
      aria-label={t('nav.myPicksCount', { count })}
      data-testid="favourites-link"
    >
      <Group gap={6} wrap="nowrap">
        {/* The space keeps "My Picks 3" two words for the name check (label-content-name-mismatch). */}
        {t('nav.myPicks')}{' '}
        <Badge size="sm" circle aria-hidden>
          {count}
        </Badge>
      </Group>
    </Anchor>
  );
}

interface SiteMenuProps {
  menuKey: string;
  /** 'bar': a horizontal bar with dropdowns; 'list': a vertical list with children indented (mobile);
   * 'columns': one column per top item with its children below (footer). */
  layout?: 'bar' | 'list' | 'columns';
  onNavigate?: () => void;
}

export function SiteMenu({ menuKey, layout = 'bar', onNavigate }: SiteMenuProps) {
  const menu = useSiteStore((s) => s.menus[menuKey]);
  const showFavourites = useFavouritesLinkVisible(menuKey);
  const items = menu?.menuItems ?? [];

  if (layout === 'columns') {
    return (
      // A grid of its own, not Mantine's SimpleGrid: that one writes a style element named after React's id.
      <ul
        className={`${classes.plainList} ${classes.columns}`}
        style={{ '--menu-columns': Math.min(4, Math.max(1, items.length)) } as CSSProperties}
      >
        {items.map((item) => (
          <li key={item.id}>
            <MenuItemLink item={item} className={classes.columnTitle} onNavigate={onNavigate} />
            {item.children && item.children.length > 0 && (
              <ul className={classes.plainList}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuItemLink item={child} className={classes.columnLink} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    );
  }

  if (layout === 'list') {
    return (
      <Stack gap={4} component="ul" className={classes.plainList}>
        {items.map((item) => (
          <Box component="li" key={item.id}>
            <MenuItemLink item={item} className={classes.listLink} onNavigate={onNavigate} />
            {item.children && item.children.length > 0 && (
              <Stack gap={2} component="ul" className={classes.plainList} pl="md">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuItemLink item={child} className={classes.listLink} onNavigate={onNavigate} />
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        ))}
        {showFavourites && (
          <li>
            <FavouritesLink menuKey={menuKey} onNavigate={onNavigate} />
          </li>
        )}
      </Stack>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" component="ul" className={classes.plainList}>
      {items.map((item) => (
        <li key={item.id}>
          {item.children && item.children.length > 0 ? (
            <DesktopDropdown item={item} />
          ) : (
            <MenuItemLink item={item} className={classes.navLink} />
          )}
        </li>
      ))}
      {showFavourites && (
        <li>
          <FavouritesLink menuKey={menuKey} onNavigate={onNavigate} />
        </li>
      )}
    </Group>
  );
}
