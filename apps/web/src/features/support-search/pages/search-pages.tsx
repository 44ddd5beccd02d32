// Support search (issue 16, section 4): the search forms (/support/user-search, /support/listing-search,
// /support/company-search), the results with an optional quick filter (/support/users/{filter?} and the
// others: ResourceList with the URL state) and the detail pages with related records and the History tab.
import { Alert, Anchor, Button, Group, List } from '@mantine/core';
import { isSupportPreset } from '@rentals/shared/resources/support-search';
import { IconArrowsJoin, IconSearch } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  ResourceDetail,
  ResourceList,
  type ResourceListView,
  useResourceRecord,
} from '../../../components/resource/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { routeOf, SearchForm } from '../components/search-form.tsx';
import '../i18n/index.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';
import { presetsOf, SEARCH_KINDS, type SearchKind } from '../kinds.ts';
import { supportCompaniesListView, supportCompanySections } from '../resources/companies.tsx';
import { supportListingSections, supportListingsListView } from '../resources/listings.tsx';
import { supportUserSections, supportUsersListView } from '../resources/users.tsx';

function SearchPage({ kind }: { kind: SearchKind }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`routes.${routeOf(kind)}`)}>
      <SearchForm kind={kind} />
    </PageFrame>
  );
}

export const UserSearchPage = () => <SearchPage kind="users" />;
export const ListingSearchPage = () => <SearchPage kind="listings" />;
export const CompanySearchPage = () => <SearchPage kind="companies" />;

const RESULTS_ROUTE = { users: 'supportUsers', listings: 'supportListings', companies: 'supportCompanies' } as const;

/** The quick filters as links, the current one marked; the search and filters of the URL are kept. */
function PresetLinks({ kind, current }: { kind: SearchKind; current: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const base = SEARCH_KINDS[kind].resultsPath;
  const items = [
    ['', t('supportSearch.allResults')],
    ...presetsOf(kind).map((p) => [p, t(`supportSearch.${kind}.presets.${p}`)]),
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t('supportSearch.presets')} data-testid="support-presets">
      {items.map(([preset = '', label]) => (
        <Button
          key={preset}
          component={Link}
          to={`${base}${preset ? `/${preset}` : ''}${search}`}
          size="xs"
          variant={preset === current ? 'filled' : 'light'}
          aria-current={preset === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

function ResultsPage<E extends { id: number }>({
  kind,
  view,
}: {
  kind: SearchKind;
  view: (t: TFunction, preset: string) => ResourceListView<E>;
}) {
  const { t } = useTranslation();
  const { filter = '' } = useParams();
  const known = filter === '' || isSupportPreset(kind, filter);
  const title = t(`routes.${RESULTS_ROUTE[kind]}`);
  const searchAgain = (
    <Button
      component={Link}
      to={SEARCH_KINDS[kind].searchPath}
      variant="default"
      leftSection={<IconSearch size={16} aria-hidden />}
    >
      {t(`routes.${routeOf(kind)}`)}
    </Button>
  );
  if (!known) {
    return (
      <PageFrame title={title} actions={searchAgain}>
        <Alert color="orange" title={t('supportSearch.presets')} data-testid="unknown-filter">
          {t('supportSearch.unknownFilter', { filter })}
          <List mt="xs" size="sm">
            {presetsOf(kind).map((p) => (
              <List.Item key={p}>
                <Anchor component={Link} to={`${SEARCH_KINDS[kind].resultsPath}/${p}`}>
                  {t(`supportSearch.${kind}.presets.${p}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={filter ? `${title}: ${t(`supportSearch.${kind}.presets.${filter}`)}` : title}
      actions={searchAgain}
    >
      <PresetLinks kind={kind} current={filter} />
      <ResourceList view={view(t, filter)} testId={`support-${kind}-list`} />
    </PageFrame>
  );
}

export const SupportUsersPage = () => <ResultsPage kind="users" view={supportUsersListView} />;
export const SupportListingsPage = () => <ResultsPage kind="listings" view={supportListingsListView} />;
export const SupportCompaniesPage = () => <ResultsPage kind="companies" view={supportCompaniesListView} />;

const RECORD_ROUTE = { users: 'supportUser', listings: 'supportListing', companies: 'supportCompany' } as const;

/** The page's heading: the record's name once loaded (the same query ResourceDetail reads: one request). */
function useRecordTitle<R>(kind: SearchKind, id: string, name: (record: R) => string) {
  const { t } = useTranslation();
  const record = useResourceRecord<R>(SEARCH_KINDS[kind].apiPath, id);
  const base = t(`routes.${RECORD_ROUTE[kind]}`);
  return record.data ? `${base}: ${name(record.data)}` : base;
}

export function SupportUserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = useRecordTitle(
    'users',
    id,
    (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`,
  );
  return (
    <PageFrame title={title}>
      <ResourceDetail apiPath="support/users" id={id} sections={supportUserSections(t)} testId="support-user" />
    </PageFrame>
  );
}

export function SupportListingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = useRecordTitle('listings', id, (l: { id: number; title: string }) => `#${l.id} ${l.title}`);
  return (
    <PageFrame title={title}>
      <ResourceDetail
        apiPath="support/listings"
        id={id}
        sections={supportListingSections(t)}
        testId="support-listing"
      />
    </PageFrame>
  );
}

export function SupportCompanyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useAuthStore((s) => s.permissions);
  const title = useRecordTitle('companies', id, (c: { name: string }) => c.name);
  return (
    <PageFrame title={title}>
      <ResourceDetail
        apiPath="support/companies"
        id={id}
        sections={supportCompanySections(t)}
        testId="support-company"
        actions={(company: { mergeListingsPath: string }) =>
          can(permissions, 'Merge Listings') && (
            <Button
              component={Link}
              to={company.mergeListingsPath}
              variant="default"
              leftSection={<IconArrowsJoin size={16} aria-hidden />}
              data-testid="merge-listings-link"
            >
              {t('supportSearch.companies.mergeListings')}
            </Button>
          )
        }
      />
    </PageFrame>
  );
}
