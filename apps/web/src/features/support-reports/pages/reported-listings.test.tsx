// The reported listings screens: the queue shows each listing with its reports' count and reasons and leads to
// its file; the file shows the reports, the listing, the landlord and their other listings; an outcome is
// confirmed before it is sent, ask-fix needs a message, and the server's 409 is shown.
import type { ReportedListingDetail, ReportedListingRow } from '@rentals/shared/resources/support-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { showReportedListings: true };

const ROW: ReportedListingRow = {
  id: 42,
  title: 'Too good to be true loft',
  listingStatus: 'active',
  onHold: false,
  landlordName: 'Lena Lord',
  companyName: 'Lord Rentals',
  reportCount: 3,
  openCount: 3,
  reasons: ['scam', 'wrong-info'],
  firstReportedAt: '2026-11-20T10:00:00.000Z',
  lastReportedAt: '2026-11-22T10:00:00.000Z',
  lastOutcome: null,
};

const FILE: ReportedListingDetail = {
  id: 42,
  listing: {
    id: 42,
    title: 'Too good to be true loft',
    slug: 'too-good-to-be-true-loft',
    status: 'active',
    streetAddress: '1 Main St',
    unit: '4',
    postalCode: 'M5V 1A1',
    cityId: 9,
    cityName: 'Toronto',
    provinceCode: 'ON',
    rent: 650_00,
    beds: 2,
    baths: 1,
    description: 'Wire the deposit first.',
    createdAt: '2026-11-01T10:00:00.000Z',
    enabledAt: '2026-11-01T10:00:00.000Z',
    moderationHoldAt: null,
    moderationHoldReason: null,
    publicPath: '/rentals/ontario/toronto/too-good-to-be-true-loft-42',
    photos: [{ id: 1, url: '/uploads/demo/photo-1-800.webp', alt: 'Living room' }],
  },
  landlord: {
    id: 7,
    name: 'Lena Lord',
    email: 'lena@example.test',
    phone: null,
    status: 'active',
    createdAt: '2026-10-01T10:00:00.000Z',
  },
  company: { id: 3, name: 'Lord Rentals' },
  reports: [
    {
      id: 1,
      reason: 'scam',
      details: 'Asked me to wire money before a visit',
      status: 'open',
      reporterId: null,
      reporterName: null,
      reporterEmail: 'walker@example.test',
      createdAt: '2026-11-20T10:00:00.000Z',
      resolvedAt: null,
      resolvedBy: null,
      outcome: null,
      note: null,
    },
  ],
  otherListings: [
    {
      id: 43,
      title: 'Another loft',
      status: 'paused',
      onHold: false,
      rent: 900_00,
      cityName: 'Toronto',
      openReports: 1,
    },
  ],
  otherListingsTotal: 1,
};

const page = (data: ReportedListingRow[]) => ({
  body: { data, meta: { currentPage: 1, perPage: 20, total: data.length, lastPage: 1 } },
});

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Support' }] });
  signIn(me, PERMISSIONS);
  return stubFetch({
    ...sessionHandlers(me, PERMISSIONS),
    'GET support/reported-listings': page([ROW]),
    'GET support/reported-listings/42': { body: FILE },
    'GET support/reported-listings/42/history': page([]),
    ...extra,
  });
}

describe('/support/reported-listings', () => {
  it('lists each reported listing with its count, reasons and landlord, and leads to its file', async () => {
    stub();
    const { router } = renderApp('/support/reported-listings');
    const list = await screen.findByTestId('reported-listings');
    const row = (await within(list).findByText('Too good to be true loft')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 reports')).toBeInTheDocument();
    expect(within(row).getByText('Looks like a scam or fraud')).toBeInTheDocument();
    expect(within(row).getByText('Wrong price, address or details')).toBeInTheDocument();
    expect(within(row).getByText('Lena Lord')).toBeInTheDocument();
    expect(within(row).getByText('Lord Rentals')).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByText('Too good to be true loft'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/reported-listings/42'));
  });
});

describe('/support/reported-listings/{id}', () => {
  it('shows the file and applies an outcome once confirmed', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'POST support/reported-listings/42/outcome': {
        body: { message: 'The reports are closed.', closed: 1, reportersEmailed: 1, landlordEmailed: false },
      },
    });
    const { router } = renderApp('/support/reported-listings/42');
    const file = await screen.findByTestId('reported-listing');
    expect(within(file).getByText('Asked me to wire money before a visit')).toBeInTheDocument();
    expect(within(file).getByText('walker@example.test', { exact: false })).toBeInTheDocument();
    expect(within(file).getByTestId('public-page')).toHaveAttribute('href', FILE.listing.publicPath);
    expect(within(file).getByTestId('landlord-link')).toHaveAttribute('href', '/support/user/7');
    expect(within(file).getByTestId('other-listings')).toHaveTextContent('Another loft');

    await user.click(within(file).getByLabelText('Hide the listing'));
    await user.type(within(file).getByTestId('outcome-note'), 'Fake photos');
    await user.click(within(file).getByTestId('outcome-apply'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false); // not before it is confirmed
    await user.click(await screen.findByTestId('outcome-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/reported-listings'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ outcome: 'hide', note: 'Fake photos', message: '' });
  }, 20_000);

  it('needs a message to ask the landlord for a fix, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'POST support/reported-listings/42/outcome': {
        status: 409,
        body: { message: 'This listing has no open report left to handle.' },
      },
    });
    renderApp('/support/reported-listings/42');
    const file = await screen.findByTestId('reported-listing');
    await user.click(within(file).getByLabelText('Ask the landlord to fix it'));
    await user.click(within(file).getByTestId('outcome-apply'));
    expect(await within(file).findByText('The message field is required.')).toBeInTheDocument();
    expect(screen.queryByTestId('outcome-confirm')).not.toBeInTheDocument();

    await user.type(within(file).getByTestId('outcome-message'), 'Show the real rent.');
    await user.click(within(file).getByTestId('outcome-apply'));
    await user.click(await screen.findByTestId('outcome-confirm'));
    expect(await within(file).findByText('This listing has no open report left to handle.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      outcome: 'ask-fix',
      message: 'Show the real rent.',
    });
  }, 20_000);
});
