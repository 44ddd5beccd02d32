import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRenterStore } from '../../features/renter/index.ts';
import { useSiteStore } from '../../features/site/index.ts';
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
});
