import { DEFAULT_ROLE_PERMISSIONS } from '@rentals/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';
import { useRenterStore } from '../../renter/index.ts';
import { makeDetail, makeInquiry, marker, paged } from '../test-data.ts';

vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
  loadMaps: () => new Promise(() => {}),
}));

const allOf = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, true]));
const renter = makeUser();
const permissions = allOf(DEFAULT_ROLE_PERMISSIONS.Renter);

beforeEach(() => {
  signIn(renter, permissions);
});

const sidebarGroups = () =>
  within(screen.getByTestId('panel-sidebar'))
    .getAllByRole('region')
    .map((section) => section.getAttribute('aria-label'));

const INQUIRIES = [
  makeInquiry(8, 12, { message: 'Can I visit on Saturday?', moveInDate: '2999-06-01' }),
  makeInquiry(5, 30, {
    listing: null,
    listingTitle: 'Old loft',
    listingAddress: '9 Gone St, Unit 2B, Toronto, ON',
    message: 'Is the loft still free?',
  }),
];

function handlers(overrides: Record<string, unknown> = {}) {
  return {
    ...sessionHandlers(renter, permissions),
    'GET recent-inquiries': { body: paged(INQUIRIES) },
    'GET inquiry-listings-map-markers': { body: { markers: [marker(12, 43.662, -79.38)], count: 1 } },
    ...overrides,
  } as Parameters<typeof stubFetch>[0];
}

describe('My Inquiries', () => {
  it('lists the inquiries with their listings, in the renter area with its own navigation', async () => {
    const { calls } = stubFetch(handlers());
    renderApp('/admin/my-inquiries');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Inquiries' })).toBeVisible();
    const items = await screen.findAllByTestId('inquiry-item');
    expect(items).toHaveLength(2);
    expect(screen.getByTestId('inquiries-count')).toHaveTextContent(
      'The 2 messages you sent to landlords, newest first.',
    );

    const [first, gone] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Can I visit on Saturday?')).toBeVisible();
    expect(first).toHaveTextContent('Move-in Jun 1, 2999');
    expect(within(first).getByRole('heading', { name: 'Bright flat 12' })).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Read your message about Bright flat 12' })).toHaveAttribute(
      'href',
      '/admin/my-inquiries/8',
    );
    expect(within(gone).getByTestId('inquiry-listing-gone')).toHaveTextContent(
      'Old loftNo longer available9 Gone St, Unit 2B, Toronto, ON',
    );
    expect(gone).toHaveTextContent('Move-in date not given');

    // The contacted listings on the map (the map itself is stubbed: it shows its loading state). Looked up again
    // until it holds: on a busy machine the lazy map's frame can be mounted again after it first shows.
    await waitFor(() => expect(within(screen.getByTestId('inquiries-map')).getByTestId('map-loading')).toBeVisible());
    // Its popups take the cards of the page (or one by id): no list of every contacted listing up front.
    expect(calls.some((c) => c.path === 'inquiry-listings')).toBe(false);

    // The renter area's own look and navigation.
    expect(document.body).toHaveClass('renter-profile-panel');
    expect(screen.getByTestId('panel-title')).toHaveTextContent('Renter area');
    expect(sidebarGroups()).toEqual(['Renter area', 'Account']);
    expect(screen.getByTestId('nav-myInquiries')).toHaveAttribute('aria-current', 'page');
    expect(useRenterStore.getState().inquiryCount).toBe(2);
  });

  it('says when there is nothing yet and points to the listings; the map is left out', async () => {
    stubFetch(
      handlers({
        'GET recent-inquiries': { body: paged([]) },
        'GET inquiry-listings-map-markers': { body: { markers: [], count: 0 } },
      }),
    );
    renderApp('/admin/my-inquiries');
    const empty = await screen.findByTestId('inquiries-empty');
    expect(empty).toHaveTextContent('You have not contacted a landlord yet');
    expect(within(empty).getByRole('link', { name: 'Browse rentals' })).toHaveAttribute('href', '/rentals');
    expect(screen.queryByTestId('inquiries-map')).toBeNull();
  });

  it('says so in the map’s place when none of the listings contacted is still listed', async () => {
    stubFetch(handlers({ 'GET inquiry-listings-map-markers': { body: { markers: [], count: 0 } } }));
    renderApp('/admin/my-inquiries');
    expect(await screen.findAllByTestId('inquiry-item')).toHaveLength(2);
    expect(await screen.findByTestId('inquiries-map-empty')).toHaveTextContent(
      'None of the listings you contacted is still available',
    );
    expect(screen.queryByTestId('inquiries-map')).toBeNull();
  });

  it('shows a failed load with a retry that works', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubFetch(
      handlers({
        'GET recent-inquiries': () =>
          ++attempts === 1 ? { status: 500, body: { message: 'Server Error' } } : { body: paged(INQUIRIES) },
      }),
    );
    renderApp('/admin/my-inquiries');
    const error = await screen.findByTestId('inquiries-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('Your inquiries could not be loaded.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('inquiry-item')).toHaveLength(2);
  });

  it('pages through many inquiries', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(
      handlers({
        'GET recent-inquiries': ({ url }: { url: string }) => {
          const page = Number(new URL(url, 'http://localhost').searchParams.get('page') ?? 1);
          return { body: paged([makeInquiry(100 + page, 12)], 25, page) };
        },
      }),
    );
    renderApp('/admin/my-inquiries');
    const pages = await screen.findByRole('navigation', { name: 'Pages of inquiries' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('inquiry-item')).toHaveAttribute('data-inquiry-id', String(102)));
    const asked = calls.filter((c) => c.path === 'recent-inquiries').map((c) => new URL(c.url, 'http://x').search);
    expect(asked).toEqual(['?page=1', '?page=2']);
  });

  it('gives an administrator visiting the renter area its navigation too', async () => {
    const owner = makeUser({ firstName: 'Olivia', roles: [{ name: 'Site Owner' }] });
    const ownerPermissions = allOf(DEFAULT_ROLE_PERMISSIONS['Site Owner']);
    signIn(owner, ownerPermissions);
    stubFetch({ ...handlers(), ...sessionHandlers(owner, ownerPermissions) });
    renderApp('/admin/my-inquiries');
    await screen.findAllByTestId('inquiry-item');
    expect(sidebarGroups()).toEqual(['Renter area', 'Account']);
    expect(screen.getByTestId('nav-renterProfile')).toHaveAttribute('href', '/admin/renter-profile');
    expect(screen.queryByTestId('nav-posts')).toBeNull();
  });
});

describe('one inquiry', () => {
  it('shows the message in full with what the landlord received, and the way back', async () => {
    stubFetch(
      handlers({
        'GET my-inquiries/8': {
          body: {
            inquiry: makeDetail(8, 12, {
              message: 'Hello,\nCan I visit on Saturday?\nThanks',
              phone: '647-555-0100',
              moveInDate: '2999-06-01',
            }),
          },
        },
      }),
    );
    renderApp('/admin/my-inquiries/8');
    const detail = await screen.findByTestId('inquiry-detail');
    expect(within(detail).getByRole('heading', { level: 1 })).toHaveTextContent('Your message about Bright flat 12');
    expect(within(detail).getByTestId('inquiry-message').textContent).toBe('Hello,\nCan I visit on Saturday?\nThanks');
    expect(detail).toHaveTextContent('Move-in dateJun 1, 2999');
    expect(detail).toHaveTextContent('Phone647-555-0100');
    expect(detail).toHaveTextContent('Emailrenter@demo.test');
    expect(within(detail).getByRole('heading', { name: 'Bright flat 12' })).toBeVisible();
    expect(within(detail).getByRole('link', { name: 'Back to My Inquiries' })).toHaveAttribute(
      'href',
      '/admin/my-inquiries',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'My Inquiries' })).toHaveAttribute('href', '/admin/my-inquiries');
    await waitFor(() => expect(document.title).toBe('Your message about Bright flat 12 | Test Rentals'));
    expect(document.body).toHaveClass('renter-profile-panel');
  });

  it("says so when the inquiry is not the renter's (404)", async () => {
    stubFetch(handlers({ 'GET my-inquiries/99': { status: 404, body: { message: 'Not Found.' } } }));
    renderApp('/admin/my-inquiries/99');
    expect(await screen.findByTestId('inquiry-not-found')).toHaveTextContent('This inquiry could not be found');
  });
});
