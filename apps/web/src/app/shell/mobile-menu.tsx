// The mobile menu (under 768 px): the Primary menu, List Your Ad and the account links in a drawer.
// Loaded the first time the burger is pressed.
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { dashboardPathFor, hasRole } from '@rentals/shared/permissions';
import { Link } from 'react-router';
import { useAuthStore, useLogout } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { ListYourAdButton, LoginButton } from './header-parts.tsx';
import { SiteMenu } from './site-menu.tsx';

function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const confirmLogout = useLogout();
  if (!user) return <LoginButton fullWidth onOpen={onNavigate} />;
  return (
    <Stack gap="xs">
      <Button component={Link} to={dashboardPathFor(user)} variant="light" fullWidth onClick={onNavigate}>
        {t('nav.dashboard')}
      </Button>
      {!hasRole(user, 'Landlord') && (
        <Button component={Link} to="/admin/my-account" variant="light" fullWidth onClick={onNavigate}>
          {t('nav.myAccount')}
        </Button>
      )}
      <Button
        variant="default"
        fullWidth
        onClick={() => {
          onNavigate();
          confirmLogout();
        }}
      >
        {t('nav.logout')}
      </Button>
    </Stack>
  );
}

export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="85%"
      title={t('nav.primary')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      hiddenFrom="lg"
    >
      <Stack gap="md">
        <nav aria-label={t('nav.primary')}>
          <SiteMenu menuKey="Primary" layout="list" onNavigate={onClose} />
        </nav>
        <Divider />
        <ListYourAdButton fullWidth />
        <MobileAccountLinks onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
