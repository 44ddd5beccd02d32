// The My Account dropdown (spec 2): Dashboard (by role), My Account (not for landlords) and Logout,
// which asks for confirmation. Loaded for signed-in users only.
import { Button, Menu } from '@mantine/core';
import { dashboardPathFor, hasRole } from '@rentals/shared/permissions';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuthStore, useLogout } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

/** Logged in: Dashboard (by role), My Account (not for landlords) and Logout. */
export default function AccountMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const confirmLogout = useLogout();
  if (!user) return null;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconUserCircle size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="account-menu"
        >
          {t('nav.myAccount')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={dashboardPathFor(user)} data-testid="account-menu-dashboard">
          {t('nav.dashboard')}
        </Menu.Item>
        {!hasRole(user, 'Landlord') && (
          <Menu.Item component={Link} to="/admin/my-account" data-testid="account-menu-my-account">
            {t('nav.myAccount')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={confirmLogout} data-testid="account-menu-logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
