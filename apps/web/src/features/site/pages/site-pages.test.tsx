import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../../test/utils.tsx';

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
    stubFetch({ 'GET content-blocks/get-content': { body: BLOCKS } });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next home' })).toBeInTheDocument();
    expect(screen.getByText('Rentals across the country.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Where do you want to live?' }), 'Toronto');
    await user.click(screen.getByRole('button', { name: 'Search rentals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rentals'));
    expect(router.state.location.search).toBe('?keyword=Toronto');
    // Listing search is a later issue: the page says so rather than showing made-up listings.
    expect(await screen.findByTestId('search-coming-soon')).toBeInTheDocument();
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
