// Page links (spec 3 pagination fields): previous, up to two pages either side, next, "Showing 21–40 of
// 1,234" and the end of the listings. Real links with ?p=, so they open in new tabs and can be crawled.
import { Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import { type PaginationView, paginationView } from '@rentals/shared/search-filters';
import { Link } from 'react-router';
import classes from './search.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface SearchPaginationProps {
  page: number;
  total: number;
  /** The total is the server's estimate: "of about 20,300". */
  estimated?: boolean;
  perPage: number;
  pageHref: (page: number) => string;
}

export function SearchPagination({ page, total, estimated = false, perPage, pageHref }: SearchPaginationProps) {
  const { t, i18n } = useTranslation();
  if (total === 0) return null;
  const view: PaginationView = paginationView(page, total, perPage, i18n.language);
  const current = view.currentPage;
  const pageLink = (n: number) => (
    <li key={n}>
      <Link to={pageHref(n)} className={classes.pageLink} aria-label={t('search.page', { page: n })}>
        {n}
      </Link>
    </li>
  );
  return (
    <Stack gap="xs" align="center" mt="lg" data-testid="pagination">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="pagination-showing">
        {t(estimated ? 'search.showingAbout' : 'search.showing', {
          range: view.showing,
          total: formatNumber(total, 0, i18n.language),
        })}
      </Text>
      {(view.prevPages.length > 0 || view.nextPages.length > 0) && (
        <nav aria-label={t('search.pagination')}>
          <ul className={classes.pages}>
            {current > 1 && (
              <li>
                <Link to={pageHref(current - 1)} className={classes.pageLink} rel="prev">
                  {t('search.previousPage')}
                </Link>
              </li>
            )}
            {view.prevPages.map(pageLink)}
            <li>
              <Link
                to={pageHref(current)}
                className={classes.pageLink}
                aria-current="page"
                aria-label={t('search.currentPage', { page: current })}
              >
                {current}
              </Link>
            </li>
            {view.nextPages.map(pageLink)}
            {!view.endOfListings && (
              <li>
                <Link to={pageHref(current + 1)} className={classes.pageLink} rel="next">
                  {t('search.nextPage')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
      {view.endOfListings && (
        <Group>
          <Text size="sm" c="dimmed" data-testid="end-of-listings">
            {t('search.endOfListings')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
