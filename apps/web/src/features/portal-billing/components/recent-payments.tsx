// The latest orders with their totals and statuses, and the way to every tax receipt.
import { Alert, Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRecentOrders } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function RecentPayments() {
  const { t, i18n } = useTranslation();
  const orders = useRecentOrders();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payments-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="payments-title">
            {t('billing.orders.title')}
          </Title>
          <Anchor component={Link} to="/portal/tax-receipts" size="sm">
            {t('billing.orders.receipts')}
          </Anchor>
        </Group>
        {orders.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : orders.isError ? (
          <Alert color="red">{errorMessage(orders.error)}</Alert>
        ) : orders.data.data.length === 0 ? (
          <Text c="dimmed">{t('billing.orders.empty')}</Text>
        ) : (
          <ScrollTable minWidth={480} label={t('billing.orders.title')}>
            <Table data-testid="payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.orders.date')}</Table.Th>
                  <Table.Th>{t('billing.orders.bundle')}</Table.Th>
                  <Table.Th>{t('billing.orders.total')}</Table.Th>
                  <Table.Th>{t('billing.orders.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.data.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>{new Date(order.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
                    <Table.Td>{order.bundleName}</Table.Td>
                    <Table.Td>{formatMoney(order.total, order.currency, i18n.language)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} label={t(`billing.orders.statuses.${order.status}`)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
