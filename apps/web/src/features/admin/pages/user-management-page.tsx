// /admin/user-management: users (default), ?tab=1 roles with the role x permission matrix, ?tab=2 permissions.
import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ResourceList } from '../../../components/resource/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useAllRoles } from '../api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { RoleMatrix } from '../components/role-matrix.tsx';
import { permissionsListView } from '../resources/permissions.tsx';
import { rolesListView } from '../resources/roles.tsx';
import { usersListView } from '../resources/users.tsx';

const TABS = ['0', '1', '2'] as const;

export function UserManagementPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const permissions = useAuthStore((s) => s.permissions);
  const tab = TABS.find((value) => value === searchParams.get('tab')) ?? '0';
  const mayViewRoles = can(permissions, 'viewRoles');
  const roles = useAllRoles(mayViewRoles);

  const createButton = (to: string, label: string, permission: string) =>
    can(permissions, permission) && (
      <Button component={Link} to={to} leftSection={<IconPlus size={16} aria-hidden />} data-testid="create-button">
        {label}
      </Button>
    );

  return (
    <AdminPage title={t('routes.userManagement')}>
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value && value !== '0' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="0">{t('admin.tabs.users')}</Tabs.Tab>
          {mayViewRoles && <Tabs.Tab value="1">{t('admin.tabs.roles')}</Tabs.Tab>}
          {mayViewRoles && <Tabs.Tab value="2">{t('admin.tabs.permissions')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="0" pt="md">
          <ResourceList
            view={usersListView(t, roles.data ?? [])}
            actions={createButton('/admin/users/create', t('admin.users.create'), 'createUsers')}
            allowedBulkActions={can(permissions, 'modifyUsers') ? ['suspend', 'activate'] : []}
            testId="users-list"
          />
        </Tabs.Panel>
        {mayViewRoles && (
          <Tabs.Panel value="1" pt="md">
            <ResourceList
              view={rolesListView(t)}
              actions={createButton('/admin/roles/create', t('admin.roles.create'), 'createRoles')}
              testId="roles-list"
            />
            <RoleMatrix editable={can(permissions, 'modifyRoles')} />
          </Tabs.Panel>
        )}
        {mayViewRoles && (
          <Tabs.Panel value="2" pt="md">
            <ResourceList
              view={permissionsListView(t)}
              actions={createButton('/admin/permissions/create', t('admin.permissions.create'), 'modifyRoles')}
              testId="permissions-list"
            />
          </Tabs.Panel>
        )}
      </Tabs>
    </AdminPage>
  );
}
