// The roles screens' declarations, and the area each permission is listed under in checklists and the matrix.
import { Badge, Text } from '@mantine/core';
import { RENTER_PERMISSIONS, SUPPORT_PERMISSIONS } from '@rentals/shared/permissions';
import type { Permission, Role } from '@rentals/shared/resources/user-management';
import type { DetailSection, FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { ROLES_PATH } from '../api.ts';

const AREA_PATTERNS: [area: string, pattern: RegExp][] = [
  ['content', /Blogs|GlobalContent|Faqs|Forms|Menu|Pages|PageTypes/],
  ['listings', /Companies|Inquiries|Feeds|Cities|Provinces/],
  ['users', /Users|Roles|Renters/],
  ['commerce', /CreditBundles/],
  ['settings', /SiteSettings|ProjectModules/],
];

export function permissionArea(name: string): string {
  if ((RENTER_PERMISSIONS as readonly string[]).includes(name)) return 'renter';
  if ((SUPPORT_PERMISSIONS as readonly string[]).includes(name)) return 'support';
  return AREA_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}

/** What a checklist shows for a permission: its label where it has one, else its code name. */
export const permissionText = (p: Pick<Permission, 'name' | 'label'>) => p.label?.trim() || p.name;

export function rolesListView(t: TFunction): ResourceListView<Role> {
  return {
    apiPath: ROLES_PATH,
    defaultSort: 'id',
    searchable: true,
    recordLabel: (r) => r.name,
    recordPath: (r) => `/admin/roles/${r.id}`,
    columns: [
      { key: 'name', label: t('admin.roles.name'), sortable: true },
      { key: 'description', label: t('admin.roles.description'), render: (r) => r.description ?? '—' },
      { key: 'permissions', label: t('admin.roles.permissions'), render: (r) => r.permissions.length },
      { key: 'userCount', label: t('admin.roles.users') },
      {
        key: 'isSystem',
        label: t('admin.roles.system'),
        render: (r) => (r.isSystem ? t('resource.yes') : t('resource.no')),
      },
    ],
  };
}

export interface RoleFormValues {
  [key: string]: unknown;
  name: string;
  description: string;
  permissions: string[];
}

export const roleFormValues = (role?: Role): RoleFormValues => ({
  name: role?.name ?? '',
  description: role?.description ?? '',
  permissions: role?.permissions ?? [],
});

/** One checklist per area, so forty permissions read as six short lists. */
export function roleFormFields(t: TFunction, permissions: Permission[], role?: Role): FormField[] {
  const areas = [...new Set(permissions.map((p) => permissionArea(p.name)))].sort();
  return [
    { name: 'name', label: t('admin.roles.name'), type: 'text', required: true },
    { name: 'description', label: t('admin.roles.description'), type: 'text' },
    ...areas.map(
      (area): FormField => ({
        name: 'permissions',
        label: t(`admin.roles.areas.${area}`),
        type: 'custom',
        wide: false,
        render: (form) => (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }} key={area}>
            <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t(`admin.roles.areas.${area}`)}</legend>
            {permissions
              .filter((p) => permissionArea(p.name) === area)
              .map((p) => {
                const values: string[] = form.getValues().permissions;
                const checked = values.includes(p.name);
                const text = permissionText(p);
                // The code name beside a label, as secondary text describing the checkbox (not part of its name).
                const codeId = text === p.name ? undefined : `role-permission-${p.name}-code`;
                return (
                  <label key={p.name} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '2px 0' }}>
                    <input
                      type="checkbox"
                      aria-describedby={codeId}
                      checked={checked}
                      disabled={role?.name === 'Site Owner'}
                      onChange={(e) =>
                        form.setFieldValue(
                          'permissions',
                          e.currentTarget.checked ? [...values, p.name] : values.filter((v) => v !== p.name),
                        )
                      }
                    />
                    <span>
                      {text}
                      {codeId && (
                        <Text component="span" id={codeId} size="xs" c="dimmed" ff="monospace" ml={6} aria-hidden>
                          {p.name}
                        </Text>
                      )}
                    </span>
                  </label>
                );
              })}
            {form.errors.permissions && area === areas[0] && (
              <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
                {form.errors.permissions}
              </div>
            )}
          </fieldset>
        ),
      }),
    ),
  ];
}

export function roleDetailSections(t: TFunction): DetailSection<Role>[] {
  return [
    {
      title: t('admin.roles.name'),
      fields: [
        { label: t('admin.roles.name'), value: (r) => r.name },
        { label: t('admin.roles.description'), value: (r) => r.description ?? '—' },
        { label: t('admin.roles.users'), value: (r) => r.userCount },
        { label: t('admin.roles.system'), value: (r) => (r.isSystem ? t('resource.yes') : t('resource.no')) },
      ],
    },
    {
      title: t('admin.roles.permissions'),
      render: (r) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {r.permissions.map((p) => (
            <Badge key={p} variant="light" tt="none">
              {p}
            </Badge>
          ))}
        </div>
      ),
    },
  ];
}
