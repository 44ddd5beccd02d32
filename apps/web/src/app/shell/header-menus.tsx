// The public header's menus and buttons (spec 2 "Shell"): the Primary menu, List Your Ad, and either the
// My Account dropdown or the Login / Sign up button. Until the menu fits on one line (1200 px) a burger
// opens it in a drawer, and a heart with the favourite count stands in for My Picks. Hydrated after the
// page (header.tsx): the server HTML shows it meanwhile, and its links work as links.
import { ActionIcon, Box, Burger, Button, Group, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { selectFavouriteCount, useRenterStore } from '../../features/renter/index.ts';
import { selectListingsPermalink, useSiteStore } from '../../features/site/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useLocalePath } from '../../lib/use-locale-path.ts';
import { ListYourAdButton, LoginButton } from './header-parts.tsx';
import { SiteMenu } from './site-menu.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));
const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** While the Primary menu is in the burger: a heart with the favourite count, to the favourites page. */
function MobileFavourites() {
  const { t } = useTranslation();
  const count = useRenterStore(selectFavouriteCount);
  const permalink = useSiteStore(selectListingsPermalink);
  const localePath = useLocalePath();
  if (count <= 0) return null;
  return (
    <Indicator label={count} size={18} offset={4} color="red">
      <ActionIcon
        component={Link}
        to={localePath(`/${permalink}/favourites`)}
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('nav.myPicksCount', { count })}
        data-testid="favourites-heart"
      >
        <IconHeart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

/** Same size as the account menu button, so the header does not shift while it loads. */
function AccountMenuPlaceholder() {
  const { t } = useTranslation();
  return (
    <Button variant="light" disabled>
      {t('nav.myAccount')}
    </Button>
  );
}

export function HeaderMenus() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [mobileLoaded, setMobileLoaded] = useState(false);
  const loggedIn = useAuthStore((s) => s.user !== null);

  return (
    <>
      <Box component="nav" aria-label={t('nav.primary')} visibleFrom="lg" style={{ flex: 1, minWidth: 0 }}>
        <SiteMenu menuKey="Primary" />
      </Box>
      <Group gap="sm" wrap="nowrap" visibleFrom="sm" ml="auto">
        <ListYourAdButton />
        {loggedIn ? (
          <Suspense fallback={<AccountMenuPlaceholder />}>
            <AccountMenu />
          </Suspense>
        ) : (
          <LoginButton />
        )}
      </Group>
      <Group gap="xs" wrap="nowrap" hiddenFrom="lg">
        <MobileFavourites />
        <Burger
          opened={opened}
          onClick={() => {
            setMobileLoaded(true);
            toggle();
          }}
          aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={opened}
          data-testid="burger"
        />
      </Group>
      {mobileLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
