// The catch-all route's page resolver (spec 2): asks GET resolve what the path is and shows it: a search
// page (every rental, a province, a metro area, a city), a listing page (loaded on demand; a non-canonical
// path is replaced by the canonical one, keeping /fr and the query), the favourites page, a renamed place's
// old path (replaced by its current one), the blog, the FAQ, a CMS page (each a lazy chunk), or not found.
import { Container } from '@mantine/core';
import type { ResolveResponse } from '@rentals/shared/resources/listings';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { BlogIndexPage, BlogPostPage, blogResolveQuery } from '../../blog/index.ts';
import { FaqPage } from '../../faq/index.ts';
import { ListingPage } from '../../listing/index.ts';
import { PublicPageView } from '../../pages/index.ts';
import { NotFoundPage } from '../../site/index.not-found-page.ts';
import { resolvePath, searchKeys, useResolve } from '../api.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { FavouritesPage } from './favourites-page.tsx';
import { SearchPage } from './search-page.tsx';
import '../i18n/index.ts';

export function ResolvedPage() {
  const { pathname, search } = useLocation();
  const path = resolvePath(pathname) + blogResolveQuery(pathname, search);
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
    case 'redirect':
      return <ResolvedRedirect to={answer.to} path={path} />;
    case 'blogIndex':
      return (
        <Suspense fallback={<PageSkeleton />}>
          <BlogIndexPage blog={answer.blog} />
        </Suspense>
      );
    case 'blogPost':
      return (
        <Suspense fallback={<PageSkeleton />}>
          <BlogPostPage post={answer.post} />
        </Suspense>
      );
    case 'faq':
      return (
        <Suspense fallback={<PageSkeleton />}>
          <FaqPage answer={answer} />
        </Suspense>
      );
    case 'page':
      return (
        <Suspense fallback={<PageSkeleton />}>
          <PublicPageView page={answer.page} />
        </Suspense>
      );
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

/** A renamed place's old path: replaced by its current one, keeping /fr, the query and the fragment. */
function ResolvedRedirect({ to, path }: { to: string; path: string }) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const language = languageFromPath(path) ?? 'en';
    void navigate(`${localizePath(to, language)}${search}${hash}`, { replace: true });
  }, [to, path, search, hash, navigate]);
  return <PageSkeleton />;
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
