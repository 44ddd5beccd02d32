// /support/membership-renewal: companies whose membership ends in a period kept in the URL (?window=&from=&to=
// &page=, the next 30 days by default), with their expiry, saved card, auto-renewal and last renewal; support
// selects some of them (or every company of the period), chooses the membership bundle, confirms, and the batch
// starts (at once when small, as a background job when large). The results page follows the batch.
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '@rentals/shared/format';
import { isIsoDate } from '@rentals/shared/resources/date-range';
import { RENEWAL_WINDOWS, type RenewalWindow } from '@rentals/shared/resources/membership-renewals';
import { IconCalendarOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type CompaniesRequest, useCreateRenewalBatch, useMembershipBundles, useRenewalCompanies } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { RenewalTable } from '../components/renewal-table.tsx';

const PER_PAGE = 25;

function useRenewalParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('window') as RenewalWindow | null;
  const window: RenewalWindow = raw && RENEWAL_WINDOWS.includes(raw) ? raw : 'next30';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const customError: { from?: 'required'; to?: 'required' | 'order' } = {};
  if (window === 'custom') {
    if (!isIsoDate(from)) customError.from = 'required';
    if (!isIsoDate(to)) customError.to = 'required';
    else if (isIsoDate(from) && to < from) customError.to = 'order';
  }
  const request = useMemo<CompaniesRequest | null>(() => {
    if (window !== 'custom') return { window, page, perPage: PER_PAGE };
    if (!isIsoDate(from) || !isIsoDate(to) || to < from) return null;
    return { window, from, to, page, perPage: PER_PAGE };
  }, [window, from, to, page]);
  const set = (next: Record<string, string>) => setParams(next, { replace: true });
  return { window, from, to, page, request, customError, set, setParams };
}

export function MembershipRenewalPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { window, from, to, page, request, customError, set, setParams } = useRenewalParams();
  const companies = useRenewalCompanies(request);
  const bundles = useMembershipBundles();
  const create = useCreateRenewalBatch();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [allOfWindow, setAllOfWindow] = useState(false);
  const [bundleId, setBundleId] = useState<string | null>(null);

  const clear = () => {
    setSelected(new Set());
    setAllOfWindow(false);
  };
  const changeWindow = (next: Record<string, string>) => {
    clear();
    set(next);
  };

  const rows = companies.data?.data ?? [];
  const total = companies.data?.meta.total ?? 0;
  const pageIds = rows.map((r) => r.id);
  const pageAllSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const count = allOfWindow ? total : selected.size;
  const bundle = bundles.data?.find((b) => String(b.id) === (bundleId ?? String(bundles.data?.[0]?.id ?? '')));

  const toggle = (id: number) => {
    setAllOfWindow(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const togglePage = () => {
    setAllOfWindow(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (pageAllSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  };

  const renew = () => {
    if (!bundle || count === 0) return;
    const price = formatMoney(bundle.price);
    modals.openConfirmModal({
      title: t('membershipRenewals.confirmTitle', { count }),
      children: <Text size="sm">{t('membershipRenewals.confirmBody', { bundle: bundle.name, price })}</Text>,
      labels: { confirm: t('membershipRenewals.confirm'), cancel: t('membershipRenewals.cancel') },
      confirmProps: { 'data-testid': 'renew-confirm' } as never,
      onConfirm: async () => {
        try {
          const body = allOfWindow
            ? { bundleId: bundle.id, all: window === 'custom' ? { window, from, to } : { window } }
            : { bundleId: bundle.id, companyIds: [...selected] };
          const batch = await create.mutateAsync(body);
          flash(t('membershipRenewals.started', { id: batch.id }), 'success');
          clear();
          void navigate(`/support/membership-renewal-results?batch=${batch.id}`);
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });
  };

  let content: React.ReactNode;
  if (!request) content = null;
  else if (companies.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true" data-testid="renewal-loading">
        <VisuallyHidden role="status">{t('membershipRenewals.loading')}</VisuallyHidden>
        <Skeleton h={40} />
        <Skeleton h={200} />
      </Stack>
    );
  } else if (companies.isError) {
    content = (
      <RetryAlert
        message={t('membershipRenewals.loadFailed')}
        onRetry={() => void companies.refetch()}
        testId="renewal-error"
      />
    );
  } else if (total === 0) {
    content = (
      <EmptyState
        icon={<IconCalendarOff size={32} aria-hidden />}
        title={t('membershipRenewals.empty.title')}
        testId="renewal-empty"
      >
        <Text>{t('membershipRenewals.empty.body')}</Text>
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" mih={28} data-testid="renewal-selection">
          <Text size="sm" role="status">
            {allOfWindow
              ? t('membershipRenewals.selection.all', { count: total })
              : pageAllSelected && total > pageIds.length
                ? t('membershipRenewals.selection.allOnPage', { count: pageIds.length })
                : t('membershipRenewals.selection.some', { count: selected.size })}
          </Text>
          <Group gap="xs">
            {pageAllSelected && !allOfWindow && total > pageIds.length && (
              <Button size="compact-sm" variant="subtle" onClick={() => setAllOfWindow(true)} data-testid="select-all">
                {t('membershipRenewals.selection.selectAll', { count: total })}
              </Button>
            )}
            {count > 0 && (
              <Button size="compact-sm" variant="subtle" color="gray" onClick={clear}>
                {t('membershipRenewals.selection.clear')}
              </Button>
            )}
          </Group>
        </Group>
        <RenewalTable
          rows={rows}
          isSelected={(id) => allOfWindow || selected.has(id)}
          pageChecked={pageAllSelected || allOfWindow}
          pageIndeterminate={!pageAllSelected && pageIds.some((id) => selected.has(id))}
          onToggle={toggle}
          onTogglePage={togglePage}
          updating={companies.isPlaceholderData}
        />
        {(companies.data?.meta.lastPage ?? 1) > 1 && (
          <Pagination
            total={companies.data?.meta.lastPage ?? 1}
            value={page}
            onChange={(next) => setParams({ window, ...(window === 'custom' ? { from, to } : {}), page: String(next) })}
            size="sm"
            aria-label={t('membershipRenewals.table.pages')}
            getControlProps={(control) => ({ 'aria-label': `${t('membershipRenewals.table.pages')}: ${control}` })}
            data-testid="renewal-pages"
          />
        )}
      </Stack>
    );
  }

  const bundleOptions = (bundles.data ?? []).map((b) => ({
    value: String(b.id),
    label: t('membershipRenewals.bundleOption', {
      name: i18n.language === 'fr' ? b.nameFr : b.name,
      months: b.membershipMonths,
      credits: b.credits,
      price: formatMoney(b.price),
    }),
  }));

  return (
    <PageFrame
      title={t('routes.membershipRenewal')}
      actions={
        <Button component={Link} to="/support/membership-renewal-results" variant="default">
          {t('membershipRenewals.results')}
        </Button>
      }
    >
      <Text c="dimmed">{t('membershipRenewals.intro')}</Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={t('membershipRenewals.window.label')}
          data={RENEWAL_WINDOWS.map((w) => ({ value: w, label: t(`membershipRenewals.window.${w}`) }))}
          value={window}
          allowDeselect={false}
          onChange={(next) => next && changeWindow({ window: next, ...(next === 'custom' ? { from, to } : {}) })}
          w={{ base: '100%', xs: 260 }}
          data-testid="renewal-window"
        />
        {window === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t('membershipRenewals.window.from')}
              value={from}
              onChange={(e) => changeWindow({ window, from: e.currentTarget.value, to })}
              error={customError.from && t(`membershipRenewals.window.${customError.from}`)}
              w={{ base: 'calc(50% - 6px)', xs: 170 }}
              data-testid="renewal-from"
            />
            <TextInput
              type="date"
              label={t('membershipRenewals.window.to')}
              value={to}
              min={from || undefined}
              onChange={(e) => changeWindow({ window, from, to: e.currentTarget.value })}
              error={customError.to && t(`membershipRenewals.window.${customError.to}`)}
              w={{ base: 'calc(50% - 6px)', xs: 170 }}
              data-testid="renewal-to"
            />
          </>
        )}
      </Group>
      {content}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {bundles.isSuccess && bundles.data.length === 0 ? (
            <Alert color="yellow" data-testid="renewal-no-bundles">
              {t('membershipRenewals.noBundles')}
            </Alert>
          ) : (
            <Select
              label={t('membershipRenewals.bundle')}
              description={t('membershipRenewals.bundleHint')}
              data={bundleOptions}
              value={bundle ? String(bundle.id) : null}
              onChange={setBundleId}
              allowDeselect={false}
              disabled={!bundles.isSuccess}
              data-testid="renewal-bundle"
            />
          )}
          <Group>
            <Button
              onClick={renew}
              disabled={count === 0 || !bundle}
              loading={create.isPending}
              data-testid="renewal-submit"
            >
              {t('membershipRenewals.renew', { count })}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
