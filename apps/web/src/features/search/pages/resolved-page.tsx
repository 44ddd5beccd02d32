// The catch-all route's page resolver (spec 2): asks GET resolve what the path is and shows it: a search
// page (every rental, a province, a metro area, a city), a listing page (loaded on demand; a non-canonical
// path is replaced by the canonical one, keeping /fr and the query), the favourites page, a renamed place's
// old path (replaced by its current one), the blog, the FAQ, the cities index, a CMS page (each a lazy chunk), or not found.
import { Container } from '@mantine/core';
import type { ResolveResponse } from '@rentals/shared/resources/listings';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hydrateLater, useLaterPartsReady } from '../../../lib/hydrate-later.tsx';
import { languageFromPath, localizePath, stripLanguagePrefix, useTranslation } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { BlogIndexPage, BlogPostPage, blogResolveQuery } from '../../blog/index.ts';
import { CitiesPage } from '../../cities/index.ts';
import { FaqPage } from '../../faq/index.ts';
import { ListingPage } from '../../listing/index.ts';
import { PublicPageView } from '../../pages/index.ts';
import { NotFoundPage } from '../../site/index.not-found-page.ts';
import { resolvePath, searchKeys, useResolve } from '../api.ts';
import { FAVOURITES_PARTS, preloadParts, RetryAlert, SEARCH_PARTS } from '../components/later-parts.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { SearchPage } from './search-page.tsx';
import '../i18n/index.ts';

/** Hydrated later (lib/hydrate-later.tsx): its server HTML is the empty page (favourites live in the browser). */
const FavouritesPage = hydrateLater(() => import('./favourites-page.tsx').then((m) => m.FavouritesPage));
const FAVOURITES_PAGE_PARTS = [FavouritesPage, ...FAVOURITES_PARTS];
const NO_PARTS: [] = [];

/** The later parts a page shows, which a page rendered in the browser waits for (no part pops in). */
function partsOf(answer: ResolveResponse | null | undefined) {
  if (answer?.type === 'search') return SEARCH_PARTS;
  return answer?.type === 'favourites' ? FAVOURITES_PAGE_PARTS : NO_PARTS;
}

export function ResolvedPage() {
  const { pathname, search } = useLocation();
  const path = resolvePath(pathname) + blogResolveQuery(pathname, search);
  const resolved = useResolve(path);
  const partsReady = useLaterPartsReady(partsOf(resolved.data), path);
  const { isPending, isError, data: answer, refetch } = resolved;

  // The same element while nothing it shows changes: this page re-renders right after hydration
  // (useLaterPartsReady), and a new element would reach a lazy page's <Suspense> that is still waiting for its
  // chunk: React would then drop the server's HTML for the skeleton until the chunk is in.
  return useMemo(() => {
    if (isPending) {
      // Most links to an unresolved path lead to a search page: its later parts load with the answer.
      preloadParts('search');
      return <PageSkeleton />;
    }
    if (isError) return <ResolveError onRetry={() => void refetch()} />;
    if (answer === null || answer === undefined) return <NotFoundPage />;
    if (!partsReady) return <PageSkeleton />;
    return <ResolvedAnswer answer={answer} path={path} />;
  }, [isPending, isError, answer, refetch, partsReady, path]);
}

function ResolvedAnswer({ answer, path }: { answer: ResolveResponse; path: string }) {
  switch (answer.type) {
    case 'search':
      preloadParts('search');
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
    case 'cities':
      return (
        <Suspense fallback={<PageSkeleton />}>
          <CitiesPage answer={answer} />
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
