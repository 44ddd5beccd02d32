import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/index.ts';
import { useRenterStore } from '../../features/renter/index.ts';
import { useSiteStore } from '../../features/site/index.ts';
import { useAlertsStore } from '../../lib/alerts.ts';
import { renderApp, renderWithProviders, SITE_SETTINGS, setViewport, stubFetch } from '../../test/utils.tsx';
import { SiteMenu } from './site-menu.tsx';

describe('header', () => {
  it('shows no favourites link while the favourite count is 0', async () => {
    stubFetch();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByTestId('favourites-link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('favourites-heart')).not.toBeInTheDocument();
    expect(screen.queryByText('My Picks')).not.toBeInTheDocument();
  });

  it('shows My Picks with the count (and the mobile heart) once there are favourites', async () => {
    useRenterStore.setState({ favouriteCount: 3 });
    stubFetch();
    renderApp('/');
    const link = await screen.findByTestId('favourites-link');
    expect(link).toHaveTextContent('My Picks');
    expect(link).toHaveTextContent('3');
    expect(link).toHaveAccessibleName('My Picks: 3 saved listings');
    expect(link).toHaveAttribute('href', '/rentals/favourites');
    expect(screen.getByTestId('favourites-heart')).toHaveAttribute('href', '/rentals/favourites');

    useRenterStore.setState({ favouriteCount: 0 });
    await waitFor(() => expect(screen.queryByTestId('favourites-link')).not.toBeInTheDocument());
  });

  it('under 768 px shows a heart with the count, and a burger that opens the menu', async () => {
    const user = userEvent.setup();
    setViewport(375, 800);
    useRenterStore.setState({ favouriteCount: 4 });
    stubFetch();
    renderApp('/');
    const heart = await screen.findByRole('link', { name: 'My Picks: 4 saved listings' });
    expect(heart).toHaveAttribute('data-testid', 'favourites-heart');
    // The count sits on the heart (an indicator badge beside the link).
    expect(heart.parentElement).toHaveTextContent('4');
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(drawer).getByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
  });

  it('shows the favourites link in the Primary menu only', () => {
    useRenterStore.setState({ favouriteCount: 2 });
    useSiteStore.setState({ menus: SITE_SETTINGS.menus, permaLinks: { listings: 'rentals' } });
    const { rerender } = renderWithProviders(
      <MemoryRouter>
        <SiteMenu menuKey="Footer" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('favourites-link')).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <SiteMenu menuKey="Primary" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('favourites-link')).toBeInTheDocument();
  });

  it('has the logo link home, List Your Ad, Login / Sign up and the footer line', async () => {
    stubFetch();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Test Rentals home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('list-your-ad')).toHaveAttribute('href', '/landlord/register');
    expect(screen.getByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
    expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Test Rentals`);
  });

  it("shows the footer's tagline from its content block", async () => {
    const footer = {
      contentKey: 'footer',
      contents: [{ contentKey: 'tagline', content: 'Homes, checked by people.' }],
    };
    stubFetch({ 'GET content-blocks/get-content': { body: { contentBlocks: [footer] } } });
    renderApp('/');
    expect(await screen.findByTestId('footer-tagline')).toHaveTextContent('Homes, checked by people.');
  });

  it('flashes the server message when site settings fail to load', async () => {
    stubFetch({ 'GET site-settings': { status: 500, body: { message: 'Server Error' } } });
    renderApp('/');
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
  });

  it("flashes 'Error loading content blocks. Reason: ' with the server message", async () => {
    stubFetch({ 'GET content-blocks/get-content': { status: 503, body: { message: 'Service Unavailable' } } });
    renderApp('/');
    expect(await screen.findByText('Error loading content blocks. Reason: Service Unavailable')).toBeInTheDocument();
  });

  it('a stored token the server refuses logs out, and the menus still load without it', async () => {
    useAuthStore.setState({ token: 'bogus-token' });
    const unauthenticated = { status: 401, body: { message: 'Unauthenticated.' } };
    const publicAnswer =
      (body: unknown) =>
      ({ headers }: { headers: Headers }) =>
        headers.has('Authorization') ? unauthenticated : { body };
    const footer = { id: 2, menuItems: [{ ...SITE_SETTINGS.menus.Primary.menuItems[0], id: 2, title: 'About' }] };
    const { calls } = stubFetch({
      'GET site-settings': publicAnswer({ ...SITE_SETTINGS, menus: { ...SITE_SETTINGS.menus, Footer: footer } }),
      'GET project-modules-formatted': publicAnswer({ projectModules: {} }),
      'GET user': unauthenticated,
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    // The retry went out without the dead token.
    const settingsCalls = calls.filter((c) => c.path === 'site-settings');
    expect(settingsCalls.at(-1)?.headers.has('Authorization')).toBe(false);
    expect(screen.queryByText('Unauthenticated.')).not.toBeInTheDocument();
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toEqual(['You have been logged out.']);
  });

  it('on /fr the menu links to public pages in French and to the panels unprefixed', async () => {
    const item = SITE_SETTINGS.menus.Primary.menuItems[0];
    const items = [item, { ...item, id: 3, title: 'Landlord Dashboard', url: '/portal/dashboard' }];
    stubFetch({
      'GET site-settings': {
        body: { ...SITE_SETTINGS, menus: { ...SITE_SETTINGS.menus, Primary: { id: 1, menuItems: items } } },
      },
    });
    renderApp('/fr');
    expect(await screen.findByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/fr/blog');
    expect(screen.getByRole('link', { name: 'Landlord Dashboard' })).toHaveAttribute('href', '/portal/dashboard');
  });

  it('between 768 and 1199 px (menu in the burger) shows the heart with the count', async () => {
    setViewport(1024, 800);
    useRenterStore.setState({ favouriteCount: 5 });
    stubFetch();
    renderApp('/');
    const heart = await screen.findByRole('link', { name: 'My Picks: 5 saved listings' });
    expect(heart).toHaveAttribute('data-testid', 'favourites-heart');
    expect(heart.parentElement).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('from 1200 px My Picks is in the menu and the heart is hidden', async () => {
    useRenterStore.setState({ favouriteCount: 5 });
    stubFetch();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'My Picks: 5 saved listings' })).toHaveAttribute(
      'data-testid',
      'favourites-link',
    );
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
