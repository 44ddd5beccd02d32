// The account review screens: the queue with scores and signals (filter by signal sent to the API), a review
// explaining each signal with its evidence and links, approving after a confirmation, asking for documents
// (a message required before anything is sent), and a decided review showing who decided and when.
import type { AccountReviewDetail, AccountReviewRow } from '@rentals/shared/resources/account-reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { showReportedListings: true };

const row: AccountReviewRow = {
  id: 7,
  status: 'waiting',
  origin: 'flagged',
  queuedAt: '2026-11-20T10:00:00.000Z',
  score: 55,
  signalKinds: ['reusedPhotos', 'lowRent'],
  user: {
    id: 31,
    name: 'Sam Scam',
    email: 'sam@mailinator.com',
    status: 'active',
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  listingCount: 2,
};

const detail: AccountReviewDetail = {
  ...row,
  user: { ...row.user, phone: '514 555 0101', companyId: null, companyName: null, lastLoginAt: null },
  signals: [
    {
      kind: 'reusedPhotos',
      weight: 30,
      evidence: {
        maxDistance: 3,
        matches: [
          {
            listingId: 90,
            photoId: 1,
            otherListingId: 12,
            otherPhotoId: 2,
            distance: 1,
            otherUserId: 44,
            otherUserEmail: 'real@owner.test',
          },
        ],
      },
    },
    {
      kind: 'lowRent',
      weight: 25,
      evidence: {
        threshold: 50,
        listings: [
          {
            listingId: 90,
            title: 'Too good loft',
            rent: 80000,
            beds: 2,
            city: 'Montréal',
            median: 200000,
            sample: 40,
            percent: 40,
          },
        ],
      },
    },
  ],
  signalsComputedAt: '2026-11-25T03:00:00.000Z',
  reasons: [{ reason: 'listing-removed', at: '2026-11-20T10:00:00.000Z' }],
  listings: [
    {
      id: 90,
      title: 'Too good loft',
      status: 'active',
      rent: 80000,
      beds: 2,
      city: 'Montréal',
      createdAt: '2026-11-20T09:10:00.000Z',
    },
  ],
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
};

const empty = { data: [], meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } };

function stub(extra = {}) {
  const me = makeUser({ roles: [{ name: 'Support' }] });
  signIn(me, PERMISSIONS);
  return stubFetch({
    ...sessionHandlers(me, PERMISSIONS),
    'GET support/account-reviews/7/history': { body: empty },
    ...extra,
  });
}

describe('/support/account-reviews', () => {
  it('lists accounts with their score and signals, and filters by signal', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'GET support/account-reviews': {
        body: { data: [row], meta: { currentPage: 1, perPage: 20, total: 1, lastPage: 1 } },
      },
    });
    renderApp('/support/account-reviews');
    const table = await screen.findByTestId('account-reviews');
    const line = await within(table).findByTestId('account-reviews-row');
    expect(within(line).getByText('Sam Scam')).toBeInTheDocument();
    expect(within(line).getByTestId('review-score')).toHaveTextContent('55');
    expect(within(line).getByText('Photos used by another account')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText('Signal')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Disposable email address' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('signal=disposableEmail'))).toBe(true));
  }, 20_000);
});

describe('/support/account-reviews/{id}', () => {
  it('explains each signal with its evidence and approves after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'GET support/account-reviews/7': { body: detail },
      'POST support/account-reviews/7/approve': { body: { message: 'The account is approved.' } },
    });
    renderApp('/support/account-reviews/7');
    const photos = await screen.findByTestId('signal-reusedPhotos');
    expect(within(photos).getByText(/look the same as photos of another account/)).toBeInTheDocument();
    expect(within(photos).getByRole('link', { name: 'real@owner.test' })).toHaveAttribute('href', '/support/user/44');
    const rent = screen.getByTestId('signal-lowRent');
    expect(within(rent).getByText(/under 50% of the median/)).toBeInTheDocument();
    expect(
      within(rent).getByRole('link', { name: /\$800 is 40% of the median \$2,000 of 40 listings/ }),
    ).toHaveAttribute('href', '/support/listing/90');
    expect(screen.getAllByTestId('review-score')[0]).toHaveTextContent('55');

    await user.click(screen.getByTestId('review-approve'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(await screen.findByTestId('confirm-approve'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.path).toBe('support/account-reviews/7/approve'));
  }, 20_000);

  it('asks for documents only with a message', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'GET support/account-reviews/7': { body: detail },
      'POST support/account-reviews/7/request-documents': { body: { message: 'Sent.' } },
    });
    renderApp('/support/account-reviews/7');
    await user.click(await screen.findByTestId('review-documents'));
    await user.click(screen.getByTestId('documents-send'));
    expect(await screen.findByText(/message field is required/i)).toBeInTheDocument();
    await user.type(screen.getByTestId('documents-message'), 'Please send a photo ID.');
    await user.click(screen.getByTestId('documents-send'));
    await user.click(await screen.findByTestId('confirm-documents'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Please send a photo ID.' }),
    );
  }, 20_000);

  it('shows a decided review with who decided and when, without the decision buttons', async () => {
    stub({
      'GET support/account-reviews/7': {
        body: {
          ...detail,
          status: 'suspended',
          signals: [],
          score: 0,
          decidedBy: { id: 2, name: 'Sue Support', email: 'support@demo.test' },
          decidedAt: '2026-11-24T12:00:00.000Z',
          decisionNote: 'Stolen photos',
        },
      },
    });
    renderApp('/support/account-reviews/7');
    expect(await screen.findByTestId('decided-by')).toHaveTextContent(/Suspended by Sue Support.*Stolen photos/);
    expect(screen.getByTestId('review-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('review-approve')).toBeNull();
    expect(screen.getByTestId('no-signals')).toBeInTheDocument();
  }, 20_000);
});
