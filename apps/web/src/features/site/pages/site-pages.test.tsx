import type { SearchPlace } from '@rentals/shared/resources/listings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resolveSearch, searchAnswer } from '../../../test/listings.ts';
import { renderApp, stubFetch } from '../../../test/utils.tsx';

// Leaflet stays out of these tests: the search page's map shows its loading placeholder.
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
  loadMaps: () => new Promise(() => {}),
}));

const EVERYWHERE: SearchPlace = {
  kind: 'all',
  id: null,
  name: 'Canada',
  label: 'Canada',
  path: '/rentals',
  provinceCode: null,
  bounds: null,
  center: null,
};

const BLOCKS = {
  contentBlocks: [
    {
      contentKey: 'home-hero',
      contents: [
        { contentKey: 'title', content: 'Find your next home' },
        { contentKey: 'subtitle', content: 'Rentals across the country.' },
      ],
    },
    {
      contentKey: 'privacy-policy',
      contents: [
        { contentKey: 'title', content: 'Privacy Policy' },
        {
          contentKey: 'body',
          content:
            '<p>We keep little.</p><script>window.hacked = true</script><a href="javascript:alert(1)" onclick="x()">bad</a>',
        },
      ],
    },
    {
      contentKey: 'terms-of-use',
      contents: [
        { contentKey: 'title', content: 'Terms of Use' },
        { contentKey: 'body', content: '<p>Be nice.</p>' },
      ],
    },
  ],
};

describe('public pages', () => {
  it('the home page shows the hero from its content block and searches on the listings page', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET content-blocks/get-content': { body: BLOCKS },
      'GET resolve': { body: resolveSearch(EVERYWHERE) },
      'GET listings': { body: searchAnswer(42) },
      'GET map-markers': { body: { markers: [], count: 0 } },
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next home' })).toBeInTheDocument();
    expect(screen.getByText('Rentals across the country.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Where do you want to live?' }), 'Toronto');
    await user.click(screen.getByRole('button', { name: 'Search rentals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rentals'));
    expect(router.state.location.search).toBe('?keyword=Toronto');
    // The catch-all asks GET resolve what /rentals is: the search of every rental, here for the keyword.
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentals matching “Toronto”' })).toBeVisible();
    expect(await screen.findByTestId('result-count')).toHaveTextContent('42 rentals');
    expect(within(screen.getByTestId('search-results')).getAllByTestId('listing-card')).toHaveLength(20);
    const query = (path: string) => new URL(calls.find((c) => c.path === path)!.url, 'http://localhost').searchParams;
    expect(query('resolve').get('path')).toBe('/rentals');
    expect(query('listings').get('keyword')).toBe('Toronto');
  });

  it('the privacy policy and terms come from content blocks, without scripts', async () => {
    stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS } });
    const { router } = renderApp('/privacy-policy');
    expect(await screen.findByText('We keep little.')).toBeInTheDocument();
    expect(screen.getByTestId('content-title')).toHaveTextContent('Privacy Policy');
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByText('bad')).not.toHaveAttribute('onclick');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Test Rentals'));

    await router.navigate('/terms-of-use');
    expect(await screen.findByText('Be nice.')).toBeInTheDocument();
  });

  it('keeps content blocks 48 hours instead of asking again', async () => {
    const { calls } = stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS } });
    const first = renderApp('/terms-of-use');
    expect(await screen.findByText('Be nice.')).toBeInTheDocument();
    first.unmount();
    renderApp('/terms-of-use');
    expect(await screen.findByText('Be nice.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'content-blocks/get-content')).toHaveLength(1);
  });

  it('unknown paths show the not-found page, in French under /fr', async () => {
    stubFetch();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await router.navigate('/fr/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à l’accueil' })).toHaveAttribute('href', '/fr');
  });

  it('has a skip link to the main content, and announces page changes', async () => {
    stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS } });
    const { router } = renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
    await router.navigate('/terms-of-use');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Terms of Use'));
  });
});
