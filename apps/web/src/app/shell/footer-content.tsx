// The public footer (spec 2 "Shell"): '© <year> <siteName>', social media links and the Footer menu,
// plus the privacy/terms links and the language switch. Hydrated after the page (footer.tsx).
import { ActionIcon, Anchor, Container, Group, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { contentOf, selectSiteName, useSiteStore } from '../../features/site/index.ts';
import {
  languageFromPath,
  localizePath,
  localWords,
  stripLanguagePrefix,
  useTranslation,
} from '../../lib/i18n/index.ts';
import { ServerSlot } from '../../lib/server-slots.tsx';
import classes from './shell.module.css';
import { SiteMenu } from './site-menu.tsx';

const SOCIAL_ICONS: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  twitter: IconBrandX,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  pinterest: IconBrandPinterest,
  tiktok: IconBrandTiktok,
};

function networkLabel(network: string) {
  if (network.toLowerCase() === 'twitter' || network.toLowerCase() === 'x') return 'X (Twitter)';
  return network.charAt(0).toUpperCase() + network.slice(1);
}

function SocialLinks() {
  const { t } = useTranslation();
  const social = useSiteStore((s) => s.companyInfo?.socialMedia);
  const links = Object.entries(social ?? {}).filter((entry): entry is [string, string] => !!entry[1]);
  if (links.length === 0) return null;
  return (
    <Group gap="xs" component="ul" className={classes.plainList} aria-label={t('footer.social')}>
      {links.map(([network, url]) => {
        const Icon = SOCIAL_ICONS[network.toLowerCase()] ?? IconWorld;
        return (
          <li key={network}>
            <ActionIcon
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`${networkLabel(network)} ${t('common.opensInNewTab')}`}
            >
              <Icon size={20} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}

function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const french = languageFromPath(pathname) === 'fr';
  const target = french ? stripLanguagePrefix(pathname) : localizePath(pathname, 'fr');
  return (
    <Anchor
      component={Link}
      to={`${target}${search}`}
      lang={french ? 'en' : 'fr'}
      size="sm"
      data-testid="language-switch"
    >
      {french ? t('nav.switchToEnglish') : t('nav.switchToFrench')}
    </Anchor>
  );
}

/** The menus, social links and tagline: the same on every page in a language (lib/server-slots.tsx). */
export function FooterMenus() {
  const { t } = useTranslation();
  // The footer's own words, edited in /admin/global-content ("Footer texts").
  const tagline = useSiteStore((s) => contentOf(s.contentBlocks, 'footer', 'tagline'));
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="lg">
        <nav aria-label={t('footer.footerMenu')} style={{ flex: '1 1 320px' }}>
          <SiteMenu menuKey="Footer" layout="columns" />
        </nav>
        <SocialLinks />
      </Group>
      {tagline && (
        <Text size="sm" c="dimmed" maw={720} data-testid="footer-tagline">
          {localWords(tagline)}
        </Text>
      )}
    </>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const siteName = useSiteStore(selectSiteName);
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.footerStack}>
        <ServerSlot name="footer-menus">
          <FooterMenus />
        </ServerSlot>
        <div className={`${classes.footerBottom} ${classes.footerLinks}`}>
          <p className={classes.footerNote} data-testid="copyright">
            {t('footer.copyright', { year, siteName })}
          </p>
          <LanguageSwitch />
        </div>
      </Container>
    </footer>
  );
}
