import { DEFAULT_ROLE_PERMISSIONS } from '@rentals/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAdminUiStore } from '../../features/admin/index.ts';
import { STORAGE_PREFIX } from '../../lib/storage.ts';
import { makeUser, renderApp, sessionHandlers, setViewport, signIn, stubFetch } from '../../test/utils.tsx';

const allOf = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, true]));

function sidebarGroups() {
  const sidebar = screen.getByTestId('panel-sidebar');
  return within(sidebar)
    .getAllByRole('region')
    .map((section) => section.getAttribute('aria-label'));
}

describe('signed-in areas', () => {
  it('builds the admin sidebar from the permission map, grouped', async () => {
    const admin = makeUser({ firstName: 'Adam', lastName: 'Admin', roles: [{ name: 'Site Administrator' }] });
    const permissions = allOf(DEFAULT_ROLE_PERMISSIONS['Site Administrator']);
    signIn(admin, permissions);
    stubFetch(sessionHandlers(admin, permissions));
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Adam Admin' });
    expect(sidebarGroups()).toEqual(['Account', 'Content', 'Listings & places', 'Users', 'Commerce', 'Settings']);
    expect(screen.getByTestId('nav-posts')).toHaveAttribute('href', '/admin/posts');
    // Module settings need modifyProjectModules (Site Owner only); never listed with a parameter anyway.
    expect(screen.queryByTestId('nav-moduleSettings')).not.toBeInTheDocument();
  });

  it('shows a renter only the account and renter-area sections', async () => {
    const renter = makeUser();
    const permissions = allOf(DEFAULT_ROLE_PERMISSIONS.Renter);
    signIn(renter, permissions);
    stubFetch(sessionHandlers(renter, permissions));
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Ravi Renter' });
    expect(sidebarGroups()).toEqual(['Account', 'Renter area']);
    expect(screen.queryByTestId('nav-posts')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboard-card-myInquiries')).toHaveAttribute('href', '/admin/my-inquiries');
    expect(document.body).toHaveClass('admin-panel');
  });

  it('collapses the sidebar with the mini-menu toggle and remembers it', async () => {
    const user = userEvent.setup();
    const owner = makeUser({ firstName: 'Olivia', lastName: 'Owner', roles: [{ name: 'Site Owner' }] });
    signIn(owner, { viewBlogs: true });
    stubFetch(sessionHandlers(owner, { viewBlogs: true }));
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Olivia Owner' });
    expect(screen.getByTestId('nav-posts')).toHaveTextContent('Posts');

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(useAdminUiStore.getState().miniMenu).toBe(true);
    expect(screen.getByTestId('nav-posts')).toHaveAccessibleName('Posts');
    expect(screen.getByTestId('nav-posts')).not.toHaveTextContent('Posts');
    expect(localStorage.getItem(`${STORAGE_PREFIX}admin-ui`)).toContain('"miniMenu":true');

    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByTestId('nav-posts')).toHaveTextContent('Posts');
  });

  it('shows breadcrumbs per route, with the route parameters filled in', async () => {
    const owner = makeUser({ firstName: 'Olivia', lastName: 'Owner', roles: [{ name: 'Site Owner' }] });
    const permissions = { viewCompanies: true, modifyCompanies: true };
    signIn(owner, permissions);
    stubFetch(sessionHandlers(owner, permissions));
    renderApp('/admin/companies/42/edit');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(crumbs).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/admin/companies');
    expect(within(crumbs).getByText('Edit company')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Edit company | Test Rentals'));
  });

  it('opens the landlord portal and the support area with their own navigation', async () => {
    const landlord = makeUser({ firstName: 'Leah', lastName: 'Landlord', roles: [{ name: 'Landlord' }] });
    signIn(landlord, {});
    stubFetch(sessionHandlers(landlord, {}));
    renderApp('/portal/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Leah Landlord' });
    expect(screen.getByTestId('nav-portalLeads')).toHaveAttribute('href', '/portal/leads');
    expect(document.body).toHaveClass('landlord-panel');
    // The public header and footer are not shown in the signed-in areas.
    expect(screen.queryByTestId('copyright')).not.toBeInTheDocument();
    expect(screen.queryByTestId('list-your-ad')).not.toBeInTheDocument();
  });

  it('hides support sections the permission map does not allow', async () => {
    const support = makeUser({ firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });
    signIn(support, { showUsers: true });
    stubFetch(sessionHandlers(support, { showUsers: true }));
    renderApp('/support/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Sam Support' });
    expect(screen.getByTestId('nav-userSearch')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-reportedListings')).not.toBeInTheDocument();
    expect(document.body).toHaveClass('support-panel');
  });

  it('under 768 px the collapsed sidebar is inert (out of the tab order) until the burger opens it', async () => {
    const user = userEvent.setup();
    setViewport(375, 800);
    const support = makeUser({ firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });
    signIn(support, { showUsers: true });
    stubFetch(sessionHandlers(support, { showUsers: true }));
    renderApp('/support/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Sam Support' });
    const navbar = screen.getByTestId('panel-navbar');
    await waitFor(() => expect(navbar).toHaveAttribute('inert'));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(navbar).not.toHaveAttribute('inert'));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(navbar).toHaveAttribute('inert'));
  });

  it('from 768 px the sidebar is always reachable', async () => {
    setViewport(1024, 800);
    const support = makeUser({ firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });
    signIn(support, { showUsers: true });
    stubFetch(sessionHandlers(support, { showUsers: true }));
    renderApp('/support/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Sam Support' });
    expect(screen.getByTestId('panel-navbar')).not.toHaveAttribute('inert');
  });
});
