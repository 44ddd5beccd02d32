// /portal/billing/usage: what the nightly charge took from the company, over a period kept in the URL
// (?from=&to=&page=, the last 30 days by default): the totals, a day-by-day chart (its words in a hidden
// caption) and a table by listing, most credits first, a page at a time. Loading, failed and empty states;
// one column on a phone, the table scrolling sideways when it must.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type CreditUsageResponse, daysBetween, isoDay } from '@rentals/shared/resources/credit-usage';
import { isIsoDate } from '@rentals/shared/resources/date-range';
import { IconReceipt2 } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useCreditUsage } from '../api.ts';
import { type DayRange, lastDays, UsageRange } from '../components/usage-range.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const UsageChart = lazy(() => import('../components/usage-chart.tsx').then((m) => ({ default: m.UsageChart })));

const CHART_HEIGHT = 240;
const DEFAULT_DAYS = 30;

/** The period and page in the URL, or the last 30 days and page 1. */
function useUsageParams() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const range = useMemo<DayRange>(
    () => (isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : lastDays(DEFAULT_DAYS)),
    [from, to],
  );
  const setRange = (next: DayRange) => setParams({ from: next.from, to: next.to }, { replace: true });
  const setPage = (next: number) =>
    setParams({ from: range.from, to: range.to, ...(next > 1 ? { page: String(next) } : {}) });
  return { range, page, setRange, setPage };
}

export function CreditUsagePage() {
  const { t } = useTranslation();
  const { range, page, setRange, setPage } = useUsageParams();
  const query = useCreditUsage({ ...range, page });

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="md" aria-busy="true" data-testid="usage-loading">
        <VisuallyHidden role="status">{t('portalUsage.loading')}</VisuallyHidden>
        <Skeleton h={72} radius="md" />
        <Skeleton h={CHART_HEIGHT} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <RetryAlert message={t('portalUsage.loadFailed')} onRetry={() => void query.refetch()} testId="usage-error" />
    );
  } else if (query.data.totals.credits === 0) {
    content = (
      <EmptyState
        icon={<IconReceipt2 size={32} aria-hidden />}
        title={t('portalUsage.empty.title')}
        testId="usage-empty"
      >
        <Text>{t('portalUsage.empty.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/portal/listings">
            {t('portalUsage.empty.listings')}
          </Button>
          <Button component={Link} to="/portal/billing" variant="default">
            {t('portalUsage.empty.billing')}
          </Button>
        </Group>
      </EmptyState>
    );
  } else {
    content = <UsageFigures usage={query.data} updating={query.isPlaceholderData} onPage={setPage} />;
  }

  return (
    <PageFrame title={t('routes.portalUsage')}>
      <Text c="dimmed">{t('portalUsage.intro')}</Text>
      <UsageRange value={range} onChange={setRange} />
      {content}
    </PageFrame>
  );
}

function UsageFigures({
  usage,
  updating,
  onPage,
}: {
  usage: CreditUsageResponse;
  updating: boolean;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const chartTitleId = useId();
  const tableTitleId = useId();
  const { ref, near } = useNearViewport<HTMLElement>();
  const number = new Intl.NumberFormat(i18n.language);
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
  const { totals, days, listings } = usage;
  // Days still to come (the range may end after today) do not lower the average.
  const elapsed = Math.max(1, daysBetween(usage.from, usage.to < isoDay(new Date()) ? usage.to : isoDay(new Date())));
  const busiest = days.reduce((best, d) => (d.credits > best.credits ? d : best), days[0] ?? { day: '', credits: 0 });
  const figures = [
    { key: 'credits', label: t('portalUsage.totals.credits'), value: number.format(totals.credits) },
    { key: 'listings', label: t('portalUsage.totals.listings'), value: number.format(totals.listings) },
    { key: 'perDay', label: t('portalUsage.totals.perDay'), value: decimal.format(totals.credits / elapsed) },
  ];

  return (
    <Stack gap="lg" aria-busy={updating} style={{ opacity: updating ? 0.6 : 1 }} data-testid="usage-figures">
      {updating && <VisuallyHidden role="status">{t('portalUsage.updating')}</VisuallyHidden>}
      <Text size="sm" c="dimmed" data-testid="usage-period">
        {t('portalUsage.period', { from: dateOf(usage.from), to: dateOf(usage.to) })}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0} data-testid="usage-totals">
        {figures.map((f) => (
          <Paper key={f.key} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed">
              {f.label}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} data-testid={`usage-total-${f.key}`}>
              {f.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={chartTitleId}>
        <Title order={2} size="h3" mb="sm" id={chartTitleId}>
          {t('portalUsage.chart.title')}
        </Title>
        <figure ref={ref} style={{ margin: 0, minWidth: 0 }} aria-labelledby={captionId}>
          {near ? (
            <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
              <UsageChart days={days} height={CHART_HEIGHT} />
            </Suspense>
          ) : (
            <Skeleton h={CHART_HEIGHT} animate={false} />
          )}
          <VisuallyHidden component="figcaption" id={captionId} data-testid="usage-summary">
            {t('portalUsage.chart.summary', {
              from: dateOf(usage.from),
              to: dateOf(usage.to),
              credits: number.format(totals.credits),
              busiest: busiest.day ? dateOf(busiest.day) : '',
              busiestCredits: number.format(busiest.credits),
            })}
          </VisuallyHidden>
        </figure>
      </Paper>

      <Stack component="section" gap="sm" aria-labelledby={tableTitleId}>
        <Title order={2} size="h3" id={tableTitleId}>
          {t('portalUsage.table.title')}
        </Title>
        <Paper withBorder radius="md">
          <ScrollTable minWidth={520} label={t('portalUsage.table.label')}>
            <Table striped verticalSpacing="sm" data-testid="usage-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('portalUsage.table.listing')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('portalUsage.table.credits')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('portalUsage.table.days')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('portalUsage.table.featuredDays')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {listings.data.map((row) => (
                  <Table.Tr key={row.listingId} data-testid="usage-row">
                    <Table.Th scope="row" fw={400}>
                      {/* Wraps on a phone: the badge goes under a long title rather than being cut short. */}
                      <Group gap="xs">
                        {row.title ? (
                          <Anchor component={Link} to={`/portal/listings/${row.listingId}`}>
                            {row.title}
                          </Anchor>
                        ) : (
                          <Text c="dimmed">{t('portalUsage.table.deleted', { id: row.listingId })}</Text>
                        )}
                        {row.featured && (
                          <Badge size="sm" variant="light" color="yellow.9" style={{ flexShrink: 0 }}>
                            {t('portalUsage.table.featured')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Th>
                    <Table.Td ta="right">{number.format(row.credits)}</Table.Td>
                    <Table.Td ta="right">{number.format(row.days)}</Table.Td>
                    <Table.Td ta="right">{number.format(row.featuredDays)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
        {listings.meta.lastPage > 1 && (
          <Pagination
            total={listings.meta.lastPage}
            value={listings.meta.currentPage}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${t('portalUsage.table.pages')}: ${control}` })}
            getItemProps={(p) => ({ 'aria-label': String(p) })}
            aria-label={t('portalUsage.table.pages')}
            data-testid="usage-pages"
          />
        )}
      </Stack>
    </Stack>
  );
}
