// The public header (spec 2 "Shell"): logo to /, the Primary menu, My Picks, List Your Ad, and either
// the My Account dropdown or the Login / Sign up button. Until the menu fits on one line (1200 px) a
// burger opens it in a drawer, and a heart with the favourite count stands in for My Picks.
import { ActionIcon, Box, Burger, Button, Container, Group, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { selectFavouriteCount, useRenterStore } from '../../features/renter/index.ts';
import { selectListingsPermalink, selectSiteName, useSiteStore } from '../../features/site/index.ts';
import { useLocalePath } from '../../lib/use-locale-path.ts';
import { ListYourAdButton, LoginButton } from './header-parts.tsx';
import classes from './shell.module.css';
import { SiteMenu } from './site-menu.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));
const AccountMenu = lazy(() => import('./account-menu.tsx'));

function Logo() {
  const { t } = useTranslation();
  const siteName = useSiteStore(selectSiteName);
  const logo = useSiteStore((s) => s.companyInfo?.logo);
  const localePath = useLocalePath();
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = !!logo && broken !== logo;
  return (
    <Link to={localePath('/')} className={classes.logo} aria-label={t('nav.homeLink', { siteName })} data-testid="logo">
      {showImage ? (
        // The box of the default logo (public/logo.svg, 148 × 36), kept before the image arrives (no layout
        // shift); a logo of another shape is fitted inside it. Not lazy: it is at the top of every page.
        <img
          src={logo}
          alt={siteName}
          width={148}
          height={36}
          style={{ objectFit: 'contain', objectPosition: 'left center' }}
          decoding="async"
          onError={() => setBroken(logo)}
        />
      ) : (
        <span>{siteName}</span>
      )}
    </Link>
  );
}

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

export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [mobileLoaded, setMobileLoaded] = useState(false);
  const loggedIn = useAuthStore((s) => s.user !== null);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Logo />
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
      </Container>
      {mobileLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
