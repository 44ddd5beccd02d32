// /admin/my-account: the signed-in user's profile, with links to edit it and change the password, and the
// two-factor sign-in section.
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { fullName } from '@rentals/shared/format';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAuthStore } from '../../auth/index.ts';
import { TwoFactorSection } from '../../two-factor/index.ts';

export function MyAccountPage() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const rows: [string, React.ReactNode][] = [
    [t('account.name'), fullName(user)],
    [t('account.email'), user.email],
    [
      t('account.phone'),
      user.phone || (
        <Text c="dimmed" span>
          {t('common.notSet')}
        </Text>
      ),
    ],
    [t('account.language'), user.locale === 'fr' ? t('common.french') : t('common.english')],
    [
      t('account.roles'),
      <Group gap={4} key="roles">
        {user.roles.map((r) => (
          <Badge key={r.name} variant="light">
            {r.name}
          </Badge>
        ))}
      </Group>,
    ],
    [t('account.emailVerified'), user.emailVerified ? t('common.yes') : t('common.no')],
  ];
  if (user.company) rows.push([t('account.company'), user.company.name]);

  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2" data-testid="my-account-heading">
          {t('routes.myAccount')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/admin/my-account/edit" leftSection={<IconPencil size={16} aria-hidden />}>
            {t('account.editProfile')}
          </Button>
          <Button
            component={Link}
            to="/admin/my-account/change-password"
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
          >
            {t('account.changePassword')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="profile-table">
          <Table.Caption>{t('account.profile')}</Table.Caption>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="35%">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <TwoFactorSection />
    </Stack>
  );
}
