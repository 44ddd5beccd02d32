// The users screens' declarations: list columns, filters and bulk actions; form fields; detail sections.
import { Badge, Group, Table, Text } from '@mantine/core';
import {
  type AdminUser,
  type AdminUserDetail,
  EDITABLE_USER_STATUSES,
  type Role,
} from '@rentals/shared/resources/user-management';
import type { DetailSection, FormField, ResourceListView } from '../../../components/resource/index.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { USERS_PATH } from '../api.ts';

const date = (value: string | null, t: TFunction) =>
  value ? new Date(value).toLocaleString() : t('admin.users.never');

export const roleBadges = (roles: { id: number; name: string }[]) => (
  <Group gap={4}>
    {roles.map((r) => (
      <Badge key={r.id} variant="light" size="sm">
        {r.name}
      </Badge>
    ))}
  </Group>
);

const statusBadge = (status: AdminUser['status'], t: TFunction) => (
  <Badge color={status === 'active' ? 'green' : status === 'suspended' ? 'red' : 'yellow'} variant="dot">
    {t(`admin.users.statuses.${status}`)}
  </Badge>
);

export function usersListView(t: TFunction, roles: Role[]): ResourceListView<AdminUser> {
  return {
    apiPath: USERS_PATH,
    defaultSort: '-id',
    searchable: true,
    exportable: true,
    recordLabel: (u) => `${u.firstName} ${u.lastName}`,
    recordPath: (u) => `/admin/users/${u.id}`,
    columns: [
      { key: 'name', label: t('admin.users.name'), sortable: true, render: (u) => `${u.firstName} ${u.lastName}` },
      { key: 'email', label: t('admin.users.email'), sortable: true },
      { key: 'phone', label: t('admin.users.phone'), render: (u) => u.phone ?? '—' },
      { key: 'roles', label: t('admin.users.roles'), render: (u) => roleBadges(u.roles) },
      { key: 'status', label: t('admin.users.status'), render: (u) => statusBadge(u.status, t) },
      { key: 'lastLoginAt', label: t('admin.users.lastLogin'), sortable: true, render: (u) => date(u.lastLoginAt, t) },
      {
        key: 'createdAt',
        label: t('admin.users.created'),
        sortable: true,
        render: (u) => new Date(u.createdAt).toLocaleDateString(),
      },
    ],
    filters: [
      {
        name: 'role',
        label: t('admin.users.role'),
        type: 'select',
        options: roles.map((r) => ({ value: String(r.id), label: r.name })),
      },
      {
        name: 'status',
        label: t('admin.users.status'),
        type: 'select',
        options: (['active', 'pending', 'suspended'] as const).map((s) => ({
          value: s,
          label: t(`admin.users.statuses.${s}`),
        })),
      },
    ],
    bulkActions: [
      { action: 'suspend', label: t('admin.users.suspend'), color: 'red' },
      { action: 'activate', label: t('admin.users.activate') },
    ],
  };
}

export interface UserFormValues {
  [key: string]: unknown;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: 'en' | 'fr';
  roleIds: string[];
  status: 'active' | 'suspended';
}

export const userFormValues = (user?: AdminUserDetail): UserFormValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  locale: user?.locale ?? 'en',
  roleIds: user?.roles.map((r) => String(r.id)) ?? [],
  status: user?.status === 'suspended' ? 'suspended' : 'active',
});

/** The form holds role ids as strings (Mantine's pickers); the API takes numbers. */
export const userBody = ({ roleIds, status, ...values }: UserFormValues, editing: boolean) => ({
  ...values,
  roleIds: roleIds.map(Number),
  ...(editing && { status }),
});

export function userFormFields(t: TFunction, roles: Role[], editing: boolean): FormField[] {
  const fields: FormField[] = [
    { name: 'firstName', label: t('admin.users.firstName'), type: 'text', required: true },
    { name: 'lastName', label: t('admin.users.lastName'), type: 'text', required: true },
    { name: 'email', label: t('admin.users.email'), type: 'email', required: true },
    { name: 'phone', label: t('admin.users.phone'), type: 'tel' },
    {
      name: 'locale',
      label: t('admin.users.locale'),
      type: 'select',
      required: true,
      options: [
        { value: 'en', label: 'English' },
        { value: 'fr', label: 'Français' },
      ],
    },
    {
      name: 'roleIds',
      label: t('admin.users.roles'),
      type: 'multiselect',
      required: true,
      options: roles.map((r) => ({ value: String(r.id), label: r.name })),
    },
  ];
  if (editing) {
    fields.push({
      name: 'status',
      label: t('admin.users.status'),
      type: 'select',
      required: true,
      description: t('admin.users.suspendHelp'),
      options: EDITABLE_USER_STATUSES.map((s) => ({ value: s, label: t(`admin.users.statuses.${s}`) })),
    });
  }
  return fields;
}

export function userDetailSections(t: TFunction): DetailSection<AdminUserDetail>[] {
  return [
    {
      title: t('admin.users.profile'),
      fields: [
        { label: t('admin.users.name'), value: (u) => `${u.firstName} ${u.lastName}` },
        { label: t('admin.users.email'), value: (u) => u.email },
        { label: t('admin.users.phone'), value: (u) => u.phone ?? '—' },
        { label: t('admin.users.locale'), value: (u) => (u.locale === 'fr' ? 'Français' : 'English') },
        { label: t('admin.users.company'), value: (u) => u.companyName ?? '—' },
        { label: t('admin.users.created'), value: (u) => new Date(u.createdAt).toLocaleString() },
      ],
    },
    {
      title: t('admin.users.access'),
      fields: [
        { label: t('admin.users.roles'), value: (u) => roleBadges(u.roles) },
        { label: t('admin.users.status'), value: (u) => statusBadge(u.status, t) },
        { label: t('admin.users.lastLogin'), value: (u) => date(u.lastLoginAt, t) },
        { label: t('admin.users.emailVerified'), value: (u) => date(u.emailVerifiedAt, t) },
        {
          label: t('admin.users.twoFactor'),
          value: (u) => (u.twoFactorEnabled ? t('resource.yes') : t('resource.no')),
        },
      ],
    },
    {
      title: t('admin.users.tokens'),
      render: (u) =>
        u.tokens.length === 0 ? (
          <Text c="dimmed">{t('admin.users.noTokens')}</Text>
        ) : (
          <ScrollTable minWidth={520} label={t('admin.users.tokens')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.users.tokenName')}</Table.Th>
                  <Table.Th>{t('admin.users.tokenKind')}</Table.Th>
                  <Table.Th>{t('admin.users.tokenLastUsed')}</Table.Th>
                  <Table.Th>{t('admin.users.tokenExpires')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {u.tokens.map((token) => (
                  <Table.Tr key={token.id}>
                    <Table.Td>{token.name}</Table.Td>
                    <Table.Td>{token.kind}</Table.Td>
                    <Table.Td>{date(token.lastUsedAt, t)}</Table.Td>
                    <Table.Td>{new Date(token.expiresAt).toLocaleDateString()}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ),
    },
  ];
}
