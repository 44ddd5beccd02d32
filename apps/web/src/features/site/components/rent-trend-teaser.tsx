// The biggest city's median rents by bedrooms in its latest month: a small table, no chart (the chart library
// is the listing page's, downloaded there only), and a link to the city's rentals.
import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatMoney, formatNumber } from '@rentals/shared/format';
import type { HomeRentTrend } from '@rentals/shared/resources/home';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import classes from './home.module.css';
import '../i18n/index.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';

/** The API's bucket 4 means "4 or more". */
const TOP_BUCKET = 4;
/** The buckets the API always answers (studio to 4+), for the skeleton's rows. */
const BUCKETS = [0, 1, 2, 3, 4];

const bucketLabel = (t: TFunction, beds: number) =>
  beds === 0
    ? t('homePage.studio')
    : beds >= TOP_BUCKET
      ? t('homePage.bedsPlus', { count: TOP_BUCKET })
      : t('homePage.beds', { count: beds });

/** "2025-10" -> "October 2025" / "octobre 2025" (UTC: the same on the server and in the browser). */
function monthLabel(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const locale = language === 'fr' ? 'fr-CA' : 'en-US';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A median can fall between two rents ($4,262.50): a teaser reads better in whole dollars. */
const wholeDollars = (cents: number, language: string) => formatMoney(Math.round(cents / 100) * 100, language);

interface TeaserRow {
  beds: number;
  median: number | null;
  count: number;
}

function TrendTable({ rows, loading = false }: { rows: readonly TeaserRow[]; loading?: boolean }) {
  const { t, i18n } = useTranslation();
  // Placeholder text inside a visible Skeleton keeps each cell the size of real text.
  const cell = (text: string) => (loading ? <Skeleton visible>{text}</Skeleton> : text);
  return (
    <Table className={classes.trendTable} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('homePage.trendBeds')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('homePage.trendMedian')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('homePage.trendListings')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.beds}>
            <Table.Th scope="row" fw="normal">
              {bucketLabel(t, row.beds)}
            </Table.Th>
            <Table.Td ta="right">
              {cell(row.median === null ? t('homePage.noData') : wholeDollars(row.median, i18n.language))}
            </Table.Td>
            <Table.Td ta="right">{cell(formatNumber(row.count, 0, i18n.language))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function RentTrendTeaser({ trend }: { trend: HomeRentTrend }) {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Stack gap="sm" align="flex-start" data-testid="rent-trend-teaser">
      <Text size="sm" c="dimmed">
        {t('homePage.trendIntro', { month: monthLabel(trend.month, i18n.language) })}
      </Text>
      <TrendTable rows={trend.byBeds} />
      <Anchor component={Link} to={localePath(trend.city.path)}>
        {t('homePage.trendLink', { city: trend.city.name })}
      </Anchor>
    </Stack>
  );
}

export function RentTrendTeaserSkeleton() {
  return (
    <Stack gap="sm" align="flex-start" aria-hidden>
      <Skeleton visible>
        <Text size="sm">{'\u00a0'.repeat(80)}</Text>
      </Skeleton>
      <TrendTable rows={BUCKETS.map((beds) => ({ beds, median: 0, count: 0 }))} loading />
      <Skeleton visible>
        <Text>{'\u00a0'.repeat(40)}</Text>
      </Skeleton>
    </Stack>
  );
}
