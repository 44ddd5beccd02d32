// The landlord's listings screens: the empty invitation, the list, the editor (PATCH of changed fields, the
// server's 422 under its field in its step, live preview and quality, rent check), and spending credits on
// a listing: Publish and Feature confirmed with their price and the wallet, sent with an Idempotency-Key.
import type { SpendResult } from '@rentals/shared/resources/credits';
import type { LandlordListing, LandlordListingDetail } from '@rentals/shared/resources/landlord-listings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const LISTING: LandlordListingDetail = {
  id: 7,
  status: 'paused',
  title: 'Bright 2 bedroom',
  slug: 'bright-2-bedroom',
  description: '',
  descriptionFr: '',
  streetAddress: '12 Main St',
  unit: null,
  postalCode: 'M5V 1A1',
  cityId: 3,
  cityName: 'Toronto',
  provinceCode: 'ON',
  lat: 43.6,
  lng: -79.4,
  rent: 2_240_00,
  deposit: null,
  beds: 2,
  baths: 1,
  sqft: null,
  rentalType: 'apartment',
  furnished: false,
  petPolicies: [],
  amenities: [],
  utilities: [],
  parking: 'none',
  availableDate: null,
  leaseTerm: null,
  contactName: null,
  contactPhone: null,
  contactEmail: 'me@example.test',
  fees: [],
  monthlyFees: 0,
  totalMonthlyCost: 2_240_00,
  photo: null,
  photoCount: 0,
  viewCount: 0,
  inquiryCount: 0,
  missing: ['description', 'photos'],
  enabledAt: '2026-10-01T00:00:00Z',
  firstListedAt: '2026-10-01T00:00:00Z',
  removedAt: null,
  featuredUntil: null,
  createdAt: '2026-10-01T00:00:00Z',
  publicPath: null,
  updatedAt: '2026-10-01T00:00:00Z',
  rentMedian: { cityName: 'Toronto', beds: 2, median: 2_000_00, count: 9 },
};

const STATS = (total: number) => ({
  total,
  byStatus: { draft: 0, active: 0, paused: total, expired: 0, removed: 0 },
  creditPrices: { activation: 3, featuredActivation: 9, daily: 1, featuredDaily: 1 },
  newLandlordThreshold: 5,
  isNewLandlord: true,
});

function stub(extra = {}, total = 1, listing: LandlordListingDetail = LISTING) {
  const me = makeUser({ firstName: 'Lana', lastName: 'Landlord', roles: [{ name: 'Landlord' }] });
  signIn(me, {});
  return stubFetch({
    ...sessionHandlers(me, {}),
    'GET landlord/new-listing-stats': { body: STATS(total) },
    'GET commerce/credit-prices': { body: STATS(1).creditPrices },
    'GET landlord/wallet': { body: { credits: 20, isMember: false, membershipExpiryDate: null } },
    'GET landlord/listings': {
      body: { data: [listing as LandlordListing], meta: { currentPage: 1, perPage: 20, total: 1, lastPage: 1 } },
    },
    'GET landlord/listings/7': { body: listing },
    ...extra,
  });
}

const spent = (overrides: Partial<SpendResult>): SpendResult => ({
  message: 'Listing published. 3 credits spent.',
  listingId: 7,
  status: 'active',
  featuredUntil: null,
  spent: 3,
  credits: 17,
  ...overrides,
});

describe('/portal/listings', () => {
  it('invites a landlord without listings to create the first one', async () => {
    stub({}, 0);
    renderApp('/portal/listings');
    const empty = await screen.findByTestId('listings-empty');
    expect(within(empty).getByRole('link', { name: 'Create your first listing' })).toHaveAttribute(
      'href',
      '/portal/listings/create',
    );
  });

  it('lists the listings with their status and offers bulk pause, resume and delete', async () => {
    stub();
    renderApp('/portal/listings');
    const row = await screen.findByTestId('portal-listings-row');
    expect(within(row).getByText('Bright 2 bedroom')).toBeInTheDocument();
    expect(within(row).getByText('Paused')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('/portal/listings/:id', () => {
  it('shows the rent check, the quality tips, the preview, and Resume (not Publish) for a paid paused listing', async () => {
    stub();
    renderApp('/portal/listings/7');
    expect(await screen.findByTestId('rent-check')).toHaveTextContent(
      '12% above the median for 2 bedrooms in Toronto ($2,000).',
    );
    expect(screen.getByTestId('quality-panel')).toHaveTextContent('Add photos');
    expect(within(screen.getByTestId('listing-preview')).getByText('Bright 2 bedroom')).toBeInTheDocument();
    expect(screen.getByTestId('action-resume')).toBeInTheDocument();
    expect(screen.queryByTestId('publish')).not.toBeInTheDocument();
    expect(screen.queryByTestId('feature')).not.toBeInTheDocument();
  });

  it('publishes a draft once confirmed with its price and the wallet, sending an Idempotency-Key', async () => {
    const { calls } = stub({ 'POST commerce/enable/7': { body: spent({}) } }, 1, {
      ...LISTING,
      status: 'draft',
      enabledAt: null,
      firstListedAt: null,
    });
    renderApp('/portal/listings/7');
    expect(await screen.findByTestId('wallet-credits')).toHaveTextContent('You have 20 credits.');
    expect(screen.getByText('Costs 3 credits')).toBeInTheDocument();
    expect(screen.queryByTestId('feature')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('publish'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this listing?' });
    expect(dialog).toHaveTextContent('Publish this listing for 3 credits? You have 20 credits.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const walletReads = calls.filter((c) => c.path === 'landlord/wallet').length;
    await userEvent.click(within(dialog).getByTestId('publish-confirm'));
    expect(await screen.findByText('Listing published. 3 credits spent.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === 'commerce/enable/7');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toBeUndefined();
    // The wallet and the listing are read again.
    await waitFor(() => expect(calls.filter((c) => c.path === 'landlord/wallet').length).toBeGreaterThan(walletReads));
  });

  it('shows the server’s message when the wallet holds too few credits', async () => {
    const message = 'Not enough credits: this costs 3 and your wallet holds 0. Buy credits in Billing.';
    stub({ 'POST commerce/enable/7': { status: 409, body: { message } } }, 1, {
      ...LISTING,
      status: 'expired',
    });
    renderApp('/portal/listings/7');
    await userEvent.click(await screen.findByTestId('publish'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('publish-confirm'));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('features a live listing for the days picked', async () => {
    const until = '2099-01-15T00:00:00.000Z';
    const { calls } = stub(
      {
        'POST commerce/featured/7': {
          body: spent({ message: 'Listing featured. 9 credits spent.', spent: 9, featuredUntil: until }),
        },
      },
      1,
      { ...LISTING, status: 'active', publicPath: '/rentals/ontario/toronto/sunny-2-bed-7' },
    );
    renderApp('/portal/listings/7');
    expect(await screen.findByText('Costs 9 credits')).toBeInTheDocument();
    const viewOnSite = screen.getByTestId('view-on-site');
    expect(viewOnSite).toHaveAttribute('href', '/rentals/ontario/toronto/sunny-2-bed-7');
    expect(viewOnSite).toHaveAttribute('target', '_blank');
    expect(viewOnSite).toHaveAccessibleName(/View on site/);
    expect(screen.queryByTestId('publish')).not.toBeInTheDocument();
    expect(screen.queryByTestId('featured-until')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('feature'));
    const dialog = await screen.findByRole('dialog', { name: 'Feature this listing' });
    expect(dialog).toHaveTextContent('Featuring costs 9 credits. You have 20 credits.');
    // What the days picked cost in all: the activation, then the featured daily price each day.
    expect(within(dialog).getByTestId('feature-total')).toHaveTextContent(
      'For 7 days: 16 credits in all, with 1 a day while it is featured.',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: '14 days' }));
    expect(within(dialog).getByTestId('feature-total')).toHaveTextContent('For 14 days: 23 credits in all');
    await userEvent.click(within(dialog).getByTestId('feature-confirm'));
    expect(await screen.findByText('Listing featured. 9 credits spent.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === 'commerce/featured/7');
    expect(post?.body).toEqual({ days: 14 });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says until when a listing is featured', async () => {
    stub({}, 1, { ...LISTING, status: 'active', featuredUntil: '2099-01-15T12:00:00.000Z' });
    renderApp('/portal/listings/7');
    expect(await screen.findByTestId('featured-until')).toHaveTextContent(
      `Featured until ${new Date('2099-01-15T12:00:00.000Z').toLocaleDateString()}`,
    );
  });

  it('saves only the changed fields and shows the server’s message under its field, in its step', async () => {
    const { calls } = stub({
      'PATCH landlord/listings/7': {
        status: 422,
        body: {
          message: 'The rent field must be at least 0.',
          errors: { rent: ['The rent field must be at least 0.'] },
        },
      },
    });
    renderApp('/portal/listings/7');
    const title = await screen.findByTestId('field-title');
    fireEvent.change(title, { target: { value: 'Sunny 2 bedroom' } });
    expect(within(screen.getByTestId('listing-preview')).getByText('Sunny 2 bedroom')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Sunny 2 bedroom' }));
    expect(await screen.findByText('The rent field must be at least 0.')).toBeInTheDocument();
    expect(screen.getByTestId('step-unit')).toHaveAttribute('aria-selected', 'true');
  });

  it('names the rent and the deposit, each under its field, rather than clamping or cutting them', async () => {
    const { calls } = stub();
    renderApp('/portal/listings/7');
    await screen.findByTestId('field-title', {}, { timeout: 15_000 });
    await userEvent.click(screen.getByTestId('step-unit'));
    const rent = await screen.findByTestId('field-rent');
    await userEvent.clear(rent);
    await userEvent.type(rent, '99999999');
    await userEvent.type(screen.getByTestId('field-deposit'), '-5');
    await userEvent.tab();
    expect(screen.getByTestId('field-deposit')).toHaveValue('-$5');
    fireEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('The rent field must not be greater than $100,000.')).toBeInTheDocument();
    expect(screen.getByText('The deposit field must be at least 0.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  }, 30_000);

  it('asks for the city before the first save, without calling the server', async () => {
    const { calls } = stub();
    renderApp('/portal/listings/create');
    fireEvent.click(await screen.findByTestId('save-draft'));
    expect(await screen.findByText('The city field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'landlord/listings')).toBe(false);
  });
});
