// The public header (spec 2 "Shell"): logo to /, then the menus and buttons (header-menus.tsx), whose code
// is a chunk of its own hydrated after the page (lib/hydrate-later.tsx); the server HTML shows them meanwhile.
import { Box, Container } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { selectSiteName, useSiteStore } from '../../features/site/index.ts';
import { hydrateLater } from '../../lib/hydrate-later.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useLocalePath } from '../../lib/use-locale-path.ts';
import classes from './shell.module.css';

const HeaderMenus = hydrateLater(() => import('./header-menus.tsx').then((m) => m.HeaderMenus));

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
        // shift); a logo of another shape is fitted inside it. Not lazy: it is at the top of every page. In a
        // <picture>, React writes no preload link for it ahead of the page: the header's HTML is then the header
        // alone (lib/server-slots.tsx); a few hundred bytes further down, the preload gained nothing.
        <picture className={classes.logoPicture}>
          <img
            src={logo}
            alt={siteName}
            width={148}
            height={36}
            style={{ objectFit: 'contain', objectPosition: 'left center' }}
            decoding="async"
            onError={() => setBroken(logo)}
          />
        </picture>
      ) : (
        <span>{siteName}</span>
      )}
    </Link>
  );
}

export function Header() {
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Logo />
        <HeaderMenus />
      </Container>
    </Box>
  );
}
