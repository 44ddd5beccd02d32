// The role x permission matrix (roles tab): tick or untick cells, then "Review changes" asks the server how
// many users the changes affect (dryRun) and saves them once confirmed.
import { Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAllPermissions, useAllRoles, useRoleMatrix } from '../api.ts';
import { permissionArea } from '../resources/roles.tsx';

type Key = `${number}:${string}`;

export function RoleMatrix({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const roles = useAllRoles();
  const permissions = useAllPermissions();
  const matrix = useRoleMatrix();
  const [pending, setPending] = useState<Map<Key, boolean>>(new Map());

  if (!roles.data || !permissions.data) return null;
  const held = (roleId: number, permission: string) => {
    const change = pending.get(`${roleId}:${permission}`);
    return change ?? roles.data.find((r) => r.id === roleId)?.permissions.includes(permission) ?? false;
  };
  const toggle = (roleId: number, permission: string, granted: boolean) =>
    setPending((current) => {
      const next = new Map(current);
      const original = roles.data.find((r) => r.id === roleId)?.permissions.includes(permission);
      if (original === granted) next.delete(`${roleId}:${permission}`);
      else next.set(`${roleId}:${permission}`, granted);
      return next;
    });
  const changes = [...pending].map(([key, granted]) => {
    const [roleId, permission] = key.split(/:(.*)/s) as [string, string];
    return { roleId: Number(roleId), permission, granted };
  });

  const review = async () => {
    try {
      const preview = await matrix.mutateAsync({ changes, dryRun: true });
      modals.openConfirmModal({
        title: t('admin.roles.matrixConfirmTitle'),
        children: (
          <Stack gap="xs" data-testid="matrix-preview">
            <Text>{t('admin.roles.matrixAffects', { count: preview.affectedUsers })}</Text>
            {preview.roles.map((r) => (
              <Text key={r.roleId} size="sm" c="dimmed">
                {t('admin.roles.matrixRole', {
                  role: roles.data.find((role) => role.id === r.roleId)?.name,
                  count: r.affectedUsers,
                })}
              </Text>
            ))}
          </Stack>
        ),
        labels: { confirm: t('resource.save'), cancel: t('resource.cancel') },
        confirmProps: { 'data-testid': 'matrix-confirm' } as never,
        onConfirm: async () => {
          try {
            await matrix.mutateAsync({ changes, dryRun: false });
            setPending(new Map());
            flash(t('admin.roles.matrixSaved'), 'success');
          } catch (error) {
            flash(errorMessage(error), 'error');
          }
        },
      });
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };

  const areas = [...new Set(permissions.data.map((p) => permissionArea(p.name)))].sort();
  return (
    <Paper withBorder p="md" radius="md" mt="lg" data-testid="role-matrix">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.roles.matrix')}
        </Title>
        {editable && <Text size="sm">{t('admin.roles.matrixHelp')}</Text>}
        {editable && pending.size > 0 && (
          <Group gap="sm">
            <Text size="sm" fw={500} role="status">
              {t('admin.roles.matrixPending', { count: pending.size })}
            </Text>
            <Button size="xs" onClick={review} loading={matrix.isPending} data-testid="matrix-review">
              {t('admin.roles.matrixReview')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setPending(new Map())}>
              {t('admin.roles.matrixDiscard')}
            </Button>
          </Group>
        )}
        <Table.ScrollContainer minWidth={720} maxHeight={560}>
          <Table stickyHeader striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.roles.permissions')}</Table.Th>
                {roles.data.map((role) => (
                  <Table.Th key={role.id} scope="col" ta="center">
                    {role.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {areas.flatMap((area) => [
                <Table.Tr key={area}>
                  <Table.Th colSpan={roles.data.length + 1} scope="colgroup">
                    {t(`admin.roles.areas.${area}`)}
                  </Table.Th>
                </Table.Tr>,
                ...permissions.data
                  .filter((p) => permissionArea(p.name) === area)
                  .map((p) => (
                    <Table.Tr key={p.name}>
                      <Table.Th scope="row" fw={400}>
                        {p.label ?? p.name}
                      </Table.Th>
                      {roles.data.map((role) => (
                        <Table.Td key={role.id} ta="center">
                          <Checkbox
                            style={{ display: 'inline-block' }}
                            aria-label={t('admin.roles.grant', { permission: p.name, role: role.name })}
                            checked={held(role.id, p.name)}
                            disabled={!editable || role.name === 'Site Owner'}
                            onChange={(e) => toggle(role.id, p.name, e.currentTarget.checked)}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  )),
              ])}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
