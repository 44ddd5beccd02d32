// /admin/permissions/create and /admin/permissions/{id}/edit (names used by code are fixed: label and
// description only; a permission an administrator added can be deleted from its edit page).
import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  createPermissionSchema,
  type Permission,
  updatePermissionSchema,
} from '@rentals/shared/resources/user-management';
import { useNavigate, useParams } from 'react-router';
import {
  HistoryTab,
  ResourceForm,
  useDeleteResource,
  useResourceRecord,
  useSaveResource,
} from '../../../components/resource/index.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { PERMISSIONS_PATH } from '../api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { type PermissionFormValues, permissionFormFields, permissionFormValues } from '../resources/permissions.tsx';

const BACK = '/admin/user-management?tab=2';

export function PermissionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource<Permission, unknown>(PERMISSIONS_PATH);
  return (
    <AdminPage title={t('admin.permissions.create')}>
      <ResourceForm<PermissionFormValues>
        schema={createPermissionSchema}
        initialValues={permissionFormValues()}
        fields={permissionFormFields(t, false)}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          flash(t('resource.created'), 'success');
          navigate(BACK);
        }}
        cancelPath={BACK}
        testId="permission-form"
      />
    </AdminPage>
  );
}

export function PermissionEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const permission = useResourceRecord<Permission>(PERMISSIONS_PATH, id);
  const save = useSaveResource<Permission, unknown>(PERMISSIONS_PATH, id);
  const remove = useDeleteResource(PERMISSIONS_PATH);
  const record = permission.data;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('resource.deleteConfirmTitle'),
      children: t('resource.deleteConfirm'),
      labels: { confirm: t('resource.delete'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(id);
          navigate(BACK);
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });

  return (
    <AdminPage
      title={record ? `${t('admin.permissions.edit')}: ${record.name}` : t('admin.permissions.edit')}
      actions={
        record &&
        !record.isSystem && (
          <Group>
            <Button color="red" variant="light" onClick={confirmDelete}>
              {t('resource.delete')}
            </Button>
          </Group>
        )
      }
    >
      {record && (
        <ResourceForm<PermissionFormValues>
          schema={updatePermissionSchema}
          initialValues={permissionFormValues(record)}
          fields={permissionFormFields(t, true)}
          toBody={({ name: _name, ...values }) => values}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            flash(t('resource.saved'), 'success');
            navigate(BACK);
          }}
          cancelPath={BACK}
          testId="permission-form"
        />
      )}
      {record && <HistoryTab apiPath={PERMISSIONS_PATH} id={id} />}
    </AdminPage>
  );
}
