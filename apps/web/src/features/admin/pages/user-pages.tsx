// /admin/users/create, /admin/users/{id}, /admin/users/{id}/edit: the users resource on the generic screens.
import { Button } from '@mantine/core';
import {
  type AdminUserDetail,
  createUserSchema,
  updateUserAdminSchema,
} from '@rentals/shared/resources/user-management';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ResourceDetail,
  ResourceForm,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { USERS_PATH, useAllRoles } from '../api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import {
  type UserFormValues,
  userBody,
  userDetailSections,
  userFormFields,
  userFormValues,
} from '../resources/users.tsx';

export function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useAllRoles();
  const save = useSaveResource<AdminUserDetail, unknown>(USERS_PATH);
  return (
    <AdminPage title={t('admin.users.create')}>
      {roles.data && (
        <ResourceForm<UserFormValues>
          schema={createUserSchema}
          initialValues={userFormValues()}
          fields={[
            ...userFormFields(t, roles.data, false),
            { name: 'help', label: '', type: 'custom', wide: true, render: () => <p>{t('admin.users.createHelp')}</p> },
          ]}
          toBody={(values) => userBody(values, false)}
          onSubmit={async (body) => {
            const user = await save.mutateAsync(body);
            flash(t('admin.users.createdNotice', { email: user.email }), 'success');
            navigate(`/admin/users/${user.id}`);
          }}
          cancelPath="/admin/user-management"
          testId="user-form"
        />
      )}
    </AdminPage>
  );
}

export function UserEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const roles = useAllRoles();
  const user = useResourceRecord<AdminUserDetail>(USERS_PATH, id);
  const save = useSaveResource<AdminUserDetail, unknown>(USERS_PATH, id);
  return (
    <AdminPage title={t('admin.users.edit')}>
      {roles.data && user.data && (
        <ResourceForm<UserFormValues>
          schema={updateUserAdminSchema}
          initialValues={userFormValues(user.data)}
          fields={userFormFields(t, roles.data, true)}
          toBody={(values) => userBody(values, true)}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            flash(t('resource.saved'), 'success');
            navigate(`/admin/users/${id}`);
          }}
          cancelPath={`/admin/users/${id}`}
          testId="user-form"
        />
      )}
    </AdminPage>
  );
}

export function UserShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const user = useResourceRecord<AdminUserDetail>(USERS_PATH, id);
  const title = user.data ? `${user.data.firstName} ${user.data.lastName}` : t('routes.userShow');
  return (
    <AdminPage
      title={title}
      actions={
        can(permissions, 'modifyUsers') && (
          <Button component={Link} to={`/admin/users/${id}/edit`} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('resource.edit')}
          </Button>
        )
      }
    >
      <ResourceDetail<AdminUserDetail> apiPath={USERS_PATH} id={id} sections={userDetailSections(t)} />
    </AdminPage>
  );
}
