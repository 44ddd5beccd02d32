import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState, stubFetch } from '../../test/utils.tsx';
import { preloadRoutes } from './preload-routes.ts';

describe('navigations wait for the lazy parts of their target', () => {
  beforeEach(async () => {
    await resetAppState();
    stubFetch();
  });

  it('has nothing to load for a page in the first chunk, and loads a lazy page once', async () => {
    expect(preloadRoutes('/privacy-policy')).toBeNull();
    await preloadRoutes('/landlord/register');
    expect(preloadRoutes('/landlord/register')).toBeNull();
    expect(preloadRoutes('/fr/landlord/register')).toBeNull();
  });

  it('keeps the address until the page can show, and a later navigation wins over a slower one', async () => {
    const { router } = renderApp('/terms-of-use');
    expect(await screen.findByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
    // The password reset page's chunk is not in yet: the privacy policy, asked for next, goes first.
    void router.navigate('/password-reset/some-token');
    expect(router.state.location.pathname).toBe('/terms-of-use');
    void router.navigate('/privacy-policy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    await preloadRoutes('/password-reset/some-token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/privacy-policy');
  });
});
