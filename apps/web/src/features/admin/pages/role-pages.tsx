// /admin/roles/create, /admin/roles/{id}, /admin/roles/{id}/edit.
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { createRoleSchema, type Role, updateRoleSchema } from '@rentals/shared/resources/user-management';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ResourceDetail,
  ResourceForm,
  useDeleteResource,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { ROLES_PATH, useAllPermissions } from '../api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { type RoleFormValues, roleDetailSections, roleFormFields, roleFormValues } from '../resources/roles.tsx';

function RoleForm({ role }: { role?: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useAllPermissions();
  const save = useSaveResource<Role, unknown>(ROLES_PATH, role?.id);
  if (!permissions.data) return null;
  return (
    <ResourceForm<RoleFormValues>
      schema={role ? updateRoleSchema : createRoleSchema}
      initialValues={roleFormValues(role)}
      fields={roleFormFields(t, permissions.data, role)}
      toBody={(values) =>
        role?.isSystem ? { description: values.description, permissions: values.permissions } : values
      }
      onSubmit={async (body) => {
        const saved = await save.mutateAsync(body);
        flash(t(role ? 'resource.saved' : 'resource.created'), 'success');
        navigate(`/admin/roles/${saved.id}`);
      }}
      cancelPath={role ? `/admin/roles/${role.id}` : '/admin/user-management?tab=1'}
      testId="role-form"
    />
  );
}

export function RoleCreatePage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.roles.create')}>
      <RoleForm />
    </AdminPage>
  );
}

export function RoleEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const role = useResourceRecord<Role>(ROLES_PATH, id);
  return <AdminPage title={t('admin.roles.edit')}>{role.data && <RoleForm role={role.data} />}</AdminPage>;
}

export function RoleShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const permissions = useAuthStore((s) => s.permissions);
  const role = useResourceRecord<Role>(ROLES_PATH, id);
  const remove = useDeleteResource(ROLES_PATH);
  const mayModify = can(permissions, 'modifyRoles');

  const confirmDelete = (record: Role) =>
    modals.openConfirmModal({
      title: t('resource.deleteConfirmTitle'),
      children: t('resource.deleteConfirm'),
      labels: { confirm: t('resource.delete'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(record.id);
          flash(t('resource.deleted'), 'success');
          navigate('/admin/user-management?tab=1');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });

  return (
    <AdminPage title={role.data?.name ?? t('routes.roleShow')}>
      <ResourceDetail<Role>
        apiPath={ROLES_PATH}
        id={id}
        sections={roleDetailSections(t)}
        actions={(record) =>
          mayModify && (
            <>
              <Button
                component={Link}
                to={`/admin/roles/${id}/edit`}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('resource.edit')}
              </Button>
              {!record.isSystem && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => confirmDelete(record)}
                >
                  {t('resource.delete')}
                </Button>
              )}
            </>
          )
        }
      />
    </AdminPage>
  );
}
