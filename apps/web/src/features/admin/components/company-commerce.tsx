// A company's credits and payments on its admin page: the balance and membership, a credit adjustment with its
// reason (modifyCompanies; audited on the server), the latest orders, and a refund of a paid one (confirmed
// first; refused by the server when its credits were spent).
import { Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanyCommerce, Order } from '@rentals/shared/resources/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { ApiError, api, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatMoney } from '../../../lib/money.ts';

const money = (order: Order, language: string) => formatMoney(order.total, order.currency, language);

function AdjustCredits({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const adjust = useMutation({
    mutationFn: () =>
      api.post<{ message: string }>(
        `admin/companies/${companyId}/credits`,
        { amount: Number(amount), note },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      ),
  });
  const submit = async () => {
    setErrors({});
    try {
      flash((await adjust.mutateAsync()).message, 'success');
      setAmount('');
      setNote('');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])));
      else flash(errorMessage(error), 'error');
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('admin.companies.commerce.adjust')}
      </Title>
      <Group align="flex-start" gap="sm">
        <NumberInput
          label={t('admin.companies.commerce.amount')}
          value={amount}
          onChange={setAmount}
          allowDecimal={false}
          error={errors.amount}
          w={220}
          data-testid="adjust-amount"
        />
        <TextInput
          label={t('admin.companies.commerce.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
          style={{ flex: 1, minWidth: 200 }}
          data-testid="adjust-note"
        />
      </Group>
      <Button
        w="fit-content"
        onClick={() => void submit()}
        loading={adjust.isPending}
        disabled={amount === '' || !note.trim()}
        data-testid="adjust-submit"
      >
        {t('admin.companies.commerce.adjustButton')}
      </Button>
    </Stack>
  );
}

export function CompanyCommercePanel({ companyId, editable }: { companyId: number; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['admin/companies', companyId, 'commerce'];
  const commerce = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<CompanyCommerce>(`admin/companies/${companyId}/commerce`, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const refund = (order: Order) =>
    modals.openConfirmModal({
      title: t('admin.companies.commerce.refundTitle', { id: order.id }),
      children: t('admin.companies.commerce.refundBody', {
        total: money(order, i18n.language),
        credits: order.credits + order.bonusCredits + order.promoCredits,
      }),
      labels: { confirm: t('admin.companies.commerce.refund'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'refund-confirm' } as never,
      onConfirm: async () => {
        try {
          const result = await api.post<{ message: string }>(`admin/orders/${order.id}/refund`);
          flash(result.message, 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
        await refresh();
      },
    });

  if (!commerce.data) return null;
  const { credits, isMember, membershipExpiryDate, orders } = commerce.data;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="company-commerce"
      data-testid="company-commerce"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="company-commerce">
          {t('admin.companies.commerce.title')}
        </Title>
        <Group gap="md">
          <Text fw={700} data-testid="company-credits">
            {t('admin.companies.commerce.credits', { count: credits })}
          </Text>
          <Text c="dimmed">
            {isMember && membershipExpiryDate
              ? t('admin.companies.commerce.member', {
                  date: new Date(membershipExpiryDate).toLocaleDateString(i18n.language),
                })
              : t('admin.companies.commerce.notMember')}
          </Text>
        </Group>
        {editable && <AdjustCredits companyId={companyId} onDone={() => void refresh()} />}
        <Title order={3} size="h5">
          {t('admin.companies.commerce.orders')}
        </Title>
        {orders.length === 0 ? (
          <Text c="dimmed">{t('admin.companies.commerce.noOrders')}</Text>
        ) : (
          <ScrollTable minWidth={560} label={t('admin.companies.commerce.orders')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.companies.commerce.date')}</Table.Th>
                  <Table.Th>{t('admin.companies.commerce.bundle')}</Table.Th>
                  <Table.Th>{t('admin.companies.commerce.total')}</Table.Th>
                  <Table.Th>{t('admin.companies.commerce.status')}</Table.Th>
                  {editable && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>{new Date(order.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
                    <Table.Td>{order.bundleName}</Table.Td>
                    <Table.Td>{money(order, i18n.language)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge
                        status={order.status}
                        label={t(`admin.companies.commerce.statuses.${order.status}`)}
                      />
                    </Table.Td>
                    {editable && (
                      <Table.Td>
                        {order.status === 'paid' && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            aria-label={t('admin.companies.commerce.refundLabel', { id: order.id })}
                            onClick={() => refund(order)}
                          >
                            {t('admin.companies.commerce.refund')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
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
