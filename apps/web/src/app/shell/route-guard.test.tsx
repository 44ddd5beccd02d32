import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/index.ts';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../test/utils.tsx';

describe('route guards', () => {
  it('a route needing sign-in without a token logs out, goes to / and says so', async () => {
    stubFetch();
    const { router } = renderApp('/admin/my-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('the landlord verify page needs sign-in too', async () => {
    stubFetch();
    const { router } = renderApp('/landlord/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('a route needing a permission the user lacks goes to /admin/dashboard with the message', async () => {
    const renter = makeUser();
    const permissions = { viewMyInquiries: true, viewFavouriteListings: true };
    signIn(renter, permissions);
    stubFetch(sessionHandlers(renter, permissions));
    const { router } = renderApp('/admin/posts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('You do not have permission to view this section.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi Renter' })).toBeInTheDocument();
  });

  it('with the permission the route opens', async () => {
    const owner = makeUser({ firstName: 'Olivia', lastName: 'Owner', roles: [{ name: 'Site Owner' }] });
    signIn(owner, { viewFeeds: true });
    stubFetch(sessionHandlers(owner, { viewFeeds: true }));
    const { router } = renderApp('/admin/feeds');
    expect(await screen.findByRole('heading', { name: 'Feeds', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/feeds');
    expect(screen.queryByText('You do not have permission to view this section.')).not.toBeInTheDocument();
  });

  it('with only a stored token it waits for the user and permissions before deciding', async () => {
    const owner = makeUser({ firstName: 'Olivia', lastName: 'Owner', roles: [{ name: 'Site Owner' }] });
    useAuthStore.setState({ token: 'stored-token' });
    stubFetch(sessionHandlers(owner, { viewBlogs: true }));
    const { router } = renderApp('/admin/posts');
    expect(await screen.findByRole('heading', { name: 'Posts', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
  });

  it('a stored token the server no longer accepts logs out to /', async () => {
    useAuthStore.setState({ token: 'revoked-token' });
    stubFetch({ 'GET user': { status: 401, body: { message: 'Unauthenticated.' } } });
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(screen.getAllByText('You have been logged out.')).toHaveLength(1);
  });
});
