// The catch-all route's page resolver (spec 2): asks GET resolve what the path is and shows it: a search
// page (every rental, a province, a metro area, a city), a listing page (loaded on demand; a non-canonical
// path is replaced by the canonical one, keeping /fr and the query), the favourites page, or not found.
import { Container } from '@mantine/core';
import type { ResolveResponse } from '@rentals/shared/resources/listings';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ListingPage } from '../../listing/index.ts';
import { NotFoundPage } from '../../site/index.not-found-page.ts';
import { resolvePath, searchKeys, useResolve } from '../api.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { FavouritesPage } from './favourites-page.tsx';
import { SearchPage } from './search-page.tsx';
import '../i18n/index.ts';

export function ResolvedPage() {
  const { pathname } = useLocation();
  const path = resolvePath(pathname);
  const resolved = useResolve(path);

  if (resolved.isPending) return <PageSkeleton />;
  if (resolved.isError) return <ResolveError onRetry={() => void resolved.refetch()} />;
  const answer = resolved.data;
  if (answer === null) return <NotFoundPage />;
  switch (answer.type) {
    case 'search':
      return <SearchPage key={answer.place.path} place={answer.place} />;
    case 'favourites':
      return <FavouritesPage />;
    case 'listing':
      return <ResolvedListing answer={answer} path={path} />;
  }
}

function ResolvedListing({ answer, path }: { answer: Extract<ResolveResponse, { type: 'listing' }>; path: string }) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const language = languageFromPath(path) ?? 'en';
    if (stripLanguagePrefix(path) === answer.canonicalPath) return;
    const canonical = localizePath(answer.canonicalPath, language);
    // The canonical path resolves to the same answer: no second round trip.
    queryClient.setQueryData(searchKeys.resolve(canonical), answer);
    void navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [answer, path, search, hash, navigate, queryClient]);

  return (
    <Suspense fallback={<PageSkeleton />}>
      <ListingPage listingId={answer.listingId} />
    </Suspense>
  );
}

function ResolveError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('search.pageErrorTitle'));
  return (
    <Container size="sm" py="xl">
      <RetryAlert
        title={t('search.pageErrorTitle')}
        message={t('search.errorBody')}
        onRetry={onRetry}
        testId="page-error"
      />
    </Container>
  );
}
