// The permissions screens' declarations.
import type { Permission } from '@rentals/shared/resources/user-management';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { PERMISSIONS_PATH } from '../api.ts';

export function permissionsListView(t: TFunction): ResourceListView<Permission> {
  return {
    apiPath: PERMISSIONS_PATH,
    defaultSort: 'name',
    searchable: true,
    recordLabel: (p) => p.name,
    recordPath: (p) => `/admin/permissions/${p.id}/edit`,
    columns: [
      { key: 'name', label: t('admin.permissions.name'), sortable: true },
      { key: 'label', label: t('admin.permissions.label'), render: (p) => p.label ?? '—' },
      { key: 'description', label: t('admin.permissions.description'), render: (p) => p.description ?? '—' },
      { key: 'roleCount', label: t('admin.permissions.roles') },
      {
        key: 'isSystem',
        label: t('admin.permissions.system'),
        render: (p) => (p.isSystem ? t('resource.yes') : t('resource.no')),
      },
    ],
  };
}

export interface PermissionFormValues {
  [key: string]: unknown;
  name: string;
  label: string;
  description: string;
}

export const permissionFormValues = (p?: Permission): PermissionFormValues => ({
  name: p?.name ?? '',
  label: p?.label ?? '',
  description: p?.description ?? '',
});

export function permissionFormFields(t: TFunction, editing: boolean): FormField[] {
  return [
    ...(editing
      ? []
      : [
          {
            name: 'name',
            label: t('admin.permissions.name'),
            type: 'text',
            required: true,
            description: t('admin.permissions.nameHelp'),
          } as FormField,
        ]),
    { name: 'label', label: t('admin.permissions.label'), type: 'text' },
    { name: 'description', label: t('admin.permissions.description'), type: 'textarea', wide: true },
  ];
}
