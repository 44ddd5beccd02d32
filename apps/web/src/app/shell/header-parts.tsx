// Pieces of the public header used by both the desktop bar and the mobile drawer.
import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLoginModal } from '../../features/auth/index.ts';
import { useSiteStore } from '../../features/site/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocalePath } from '../../lib/use-locale-path.ts';
import classes from './shell.module.css';

export function ListYourAdButton({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const url = useSiteStore((s) => s.settings?.listYourAdUrl);
  const localePath = useLocalePath();
  if (url && /^(https?:)?\/\//i.test(url)) {
    return (
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        variant="filled"
        color="orange.4"
        fullWidth={fullWidth}
        rightSection={<IconExternalLink size={16} aria-hidden />}
        data-testid="list-your-ad"
      >
        {t('nav.listYourAd')}
        <span className={classes.visuallyHidden}> {t('common.opensInNewTab')}</span>
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={localePath(url || '/landlord/register')}
      variant="filled"
      color="orange.4"
      fullWidth={fullWidth}
      data-testid="list-your-ad"
    >
      {t('nav.listYourAd')}
    </Button>
  );
}

/** Opens the Login / Sign up modal: disabled in server HTML until the page hydrates, so a tap is never lost. */
export function LoginButton({ fullWidth, onOpen }: { fullWidth?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation();
  const open = useLoginModal((s) => s.open);
  const hydrated = useHydrated();
  return (
    <Button
      variant="default"
      fullWidth={fullWidth}
      disabled={!hydrated}
      onClick={() => {
        onOpen?.();
        open('login');
      }}
      data-testid="login-button"
    >
      {t('nav.loginSignUp')}
    </Button>
  );
}
