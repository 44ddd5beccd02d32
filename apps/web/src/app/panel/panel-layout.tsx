// The layout of the signed-in areas (admin, portal, support): a top bar, a sidebar built from the
// permission map (only what the user may open, grouped), the mini-menu toggle (admin, persisted),
// breadcrumbs per route and the page.
import './panel-styles.ts';
import {
  ActionIcon,
  Anchor,
  AppShell,
  Breadcrumbs,
  Burger,
  Group,
  NavLink,
  px,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect } from 'react';
import { generatePath, Link, Outlet, useLocation, useParams } from 'react-router';
import { useAdminUiStore } from '../../features/admin/index.ts';
import { selectSiteName, useSiteStore } from '../../features/site/index.ts';
import { useRouteHandle } from '../routes/handle.ts';
import { type Area, routeTrail } from '../routes/route-table.ts';
import AccountMenu from '../shell/account-menu.tsx';
import { panelClassFor } from '../shell/panels.ts';
import { MAIN_CONTENT_ID } from '../shell/root-layout.tsx';
import { NavBadge } from './nav-badges.tsx';
import classes from './panel.module.css';
import { RouteIcon } from './route-icons.tsx';
import { navPath, useAreaNav, useRegion } from './use-area-nav.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const AREA_TITLES: Record<Area, string> = {
  admin: 'panel.adminTitle',
  portal: 'panel.portalTitle',
  support: 'panel.supportTitle',
};

function isActive(pathname: string, path: string) {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The renter pages (spec 2: renter-profile-panel) live under /admin with their own title and navigation. */
export const isRenterAreaPath = (pathname: string) => panelClassFor(pathname) === 'renter-profile-panel';

function Sidebar({ area, mini, onNavigate }: { area: Area; mini: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = useAreaNav(area, area === 'admin' && isRenterAreaPath(pathname));
  const region = useRegion();
  // The most specific match is the active one (/admin/posts/categories over /admin/posts).
  const activePath = sections
    .flatMap((s) => s.routes.map((r) => navPath(r, region)))
    .filter((path) => isActive(pathname, path))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <Stack gap="md" data-testid="panel-sidebar">
      {sections.map(({ group, routes }) => (
        <section key={group} aria-label={t(`groups.${group}`)}>
          {!mini && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {t(`groups.${group}`)}
            </Text>
          )}
          <Stack gap={2} component="ul" className={classes.plainList}>
            {routes.map((route) => {
              const path = navPath(route, region);
              const label = t(`routes.${route.id}`);
              const active = path === activePath;
              const link = (
                <NavLink
                  component={Link}
                  to={path}
                  label={mini ? undefined : label}
                  aria-label={mini ? label : undefined}
                  leftSection={<RouteIcon id={route.id} />}
                  rightSection={mini ? undefined : <NavBadge routeId={route.id} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  data-testid={`nav-${route.id}`}
                  className={mini ? classes.miniLink : undefined}
                />
              );
              return (
                <li key={route.id}>
                  {mini ? (
                    <Tooltip label={label} position="right" withArrow>
                      {link}
                    </Tooltip>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

function PanelBreadcrumbs() {
  const { t } = useTranslation();
  const { areaRoute } = useRouteHandle();
  const params = useParams();
  if (!areaRoute) return null;
  const trail = routeTrail(areaRoute.id);
  if (trail.length < 2) return null;
  const pathOf = (path: string) => {
    try {
      return generatePath(path, params);
    } catch {
      return null;
    }
  };
  return (
    <nav aria-label={t('panel.breadcrumbs')} className={classes.breadcrumbs}>
      <Breadcrumbs separator="›" separatorMargin={6}>
        {trail.map((route, index) => {
          const label = t(`routes.${route.id}`);
          const last = index === trail.length - 1;
          const to = last ? null : pathOf(route.path);
          return to ? (
            <Anchor component={Link} to={to} size="sm" key={route.id}>
              {label}
            </Anchor>
          ) : (
            <Text size="sm" key={route.id} aria-current={last ? 'page' : undefined} c={last ? undefined : 'dimmed'}>
              {label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}

export function PanelLayout({ area }: { area: Area }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const storedMini = useAdminUiStore((s) => s.miniMenu);
  const toggleMiniMenu = useAdminUiStore((s) => s.toggleMiniMenu);
  const siteName = useSiteStore(selectSiteName);
  const theme = useMantineTheme();
  // Below the navbar breakpoint (sm, 768 px) the collapsed sidebar is only moved off-screen: keep its
  // links out of the tab order (inert) until the burger opens it.
  const mobile = useMediaQuery(`(max-width: ${Number(px(theme.breakpoints.sm)) - 0.1}px)`);
  const sidebarHidden = !!mobile && !mobileOpened;
  // The mini menu belongs to the admin area; on phones the sidebar is a full drawer anyway.
  const mini = area === 'admin' && storedMini && !mobileOpened;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile sidebar on navigation
  useEffect(() => {
    closeMobile();
  }, [pathname]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: mini ? 72 : 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding="md"
      data-area={area}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={mobileOpened}
            />
            <Anchor component={Link} to="/" fw={700} underline="never" truncate title={t('panel.backToSite')}>
              {siteName}
            </Anchor>
            <Text c="dimmed" size="sm" visibleFrom="xs" truncate data-testid="panel-title">
              {t(area === 'admin' && isRenterAreaPath(pathname) ? 'panel.renterTitle' : AREA_TITLES[area])}
            </Text>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        component="nav"
        aria-label={t('panel.sidebar')}
        inert={sidebarHidden}
        data-testid="panel-navbar"
      >
        <AppShell.Section grow component={ScrollArea}>
          <Sidebar area={area} mini={mini} onNavigate={closeMobile} />
        </AppShell.Section>
        {area === 'admin' && (
          <AppShell.Section visibleFrom="sm" pt="xs">
            <Tooltip label={storedMini ? t('panel.expand') : t('panel.collapse')} position="right">
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={toggleMiniMenu}
                aria-label={storedMini ? t('panel.expand') : t('panel.collapse')}
                data-testid="mini-menu-toggle"
              >
                {storedMini ? (
                  <IconLayoutSidebarLeftExpand aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftCollapse aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <PanelBreadcrumbs />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

export function AdminLayout() {
  return <PanelLayout area="admin" />;
}

export function PortalLayout() {
  return <PanelLayout area="portal" />;
}

export function SupportLayout() {
  return <PanelLayout area="support" />;
}
