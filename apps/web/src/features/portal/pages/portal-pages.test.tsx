// The landlord dashboard (figures with the wallet's credits first, getting-started checklist, activity with
// "Load more") and the account details (profile and company, the server's 422 under its field).
import type { Company } from '@rentals/shared/resources/accounts';
import type { AccountStats, LandlordActivity } from '@rentals/shared/resources/landlord-leads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const STATS: AccountStats = {
  numOfListings: 2,
  numOfEnabledListings: 1,
  numOfDaysLeft: null,
  dailyCreditUsage: 0,
  isNewLandlord: true,
  newLandlordListings: 5,
  checklist: { hasListing: true, hasPhotos: false, hasActiveListing: true, accountDetailsComplete: false },
};

const activity = (id: number, overrides: Partial<LandlordActivity> = {}): LandlordActivity => ({
  id,
  kind: 'lead-received',
  createdAt: '2026-11-20T15:00:00.000Z',
  actorName: null,
  listing: { id: 9, title: 'Lake loft' },
  leadId: 40 + id,
  details: { renterName: `Renter ${id}` },
  ...overrides,
});

const COMPANY: Company = {
  id: 4,
  name: 'Lakeside Rentals',
  website: null,
  phone: null,
  address: '1 King St',
  addressCont: null,
  city: 'Toronto',
  province: 'ON',
  postalCode: null,
  logo: null,
  taxCompanyName: null,
  taxCompanyAddress: null,
  taxCompanyAddressCont: null,
  taxCompanyWebsite: null,
};

function stub(locale: 'en' | 'fr' = 'en') {
  const me = makeUser({ id: 3, firstName: 'Lana', roles: [{ name: 'Landlord' }], company: COMPANY, locale });
  signIn(me);
  return stubFetch({
    ...sessionHandlers(me),
    'GET landlord/account-stats': { body: STATS },
    'GET landlord/wallet': { body: { credits: 1250, isMember: false, membershipExpiryDate: null } },
    'GET landlord/leads/unread-count': { body: { count: 0 } },
    'GET landlord/activities': ({ url }) =>
      url.includes('page=2')
        ? { body: { data: [activity(1)], meta: { currentPage: 2, perPage: 10, hasMore: false } } }
        : {
            body: {
              data: [
                activity(2, {
                  kind: 'lead-status-changed',
                  actorName: 'Lana Lord',
                  details: { from: 'new', to: 'viewing-booked' },
                }),
              ],
              meta: { currentPage: 1, perPage: 10, hasMore: true },
            },
          },
    'PATCH user/company': {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { website: ['The website field must be a valid URL.'] } },
    },
  });
}

describe('/portal/dashboard', () => {
  it('shows the figures, the getting-started checklist and the activity with "Load more"', async () => {
    stub();
    renderApp('/portal/dashboard');
    expect(await screen.findByTestId('stat-listings')).toHaveTextContent('2');
    const cards = within(screen.getByTestId('account-stats')).getAllByTestId(/^stat-/);
    expect(cards[0]).toHaveAttribute('data-testid', 'stat-credits');
    expect(await within(cards[0] as HTMLElement).findByText('1,250')).toBeInTheDocument();
    // Nothing live: no days left to count, and the daily usage is 0.
    expect(screen.getByTestId('stat-daysLeft')).toHaveTextContent('No live listing');
    expect(screen.getByTestId('stat-dailyUsage')).toHaveTextContent('0');
    const checklist = screen.getByTestId('getting-started');
    expect(checklist).toHaveTextContent('2 of 4 done');
    expect(within(checklist).getByRole('link', { name: 'Add photos to a listing' })).toBeInTheDocument();

    const feed = screen.getByTestId('activity-feed');
    expect(await within(feed).findByText('Lead moved from New to Viewing booked')).toBeInTheDocument();
    await userEvent.click(within(feed).getByTestId('activity-more'));
    expect(await within(feed).findByRole('link', { name: 'New lead from Renter 1' })).toHaveAttribute(
      'href',
      '/portal/leads/41',
    );
    expect(within(feed).queryByTestId('activity-more')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    stub('fr');
    renderApp('/portal/dashboard');
    expect(await screen.findByText('Premiers pas')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-credits')).getByText('Crédits')).toBeInTheDocument();
    expect(await screen.findByText('Piste passée de Nouvelle à Visite prévue')).toBeInTheDocument();
  });
});

describe('/portal/account-details', () => {
  it("edits the company and shows the server's message under its field", async () => {
    const { calls } = stub();
    renderApp('/portal/account-details');
    const website = await screen.findByTestId('company-website');
    await userEvent.click(website);
    await userEvent.paste('https://lakeside.example');
    await userEvent.click(screen.getByTestId('company-taxCompanyName'));
    await userEvent.paste('Lakeside Rentals Inc.');
    await userEvent.click(screen.getByTestId('portal-company-submit'));
    expect(await screen.findByText('The website field must be a valid URL.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PATCH' && c.path === 'user/company');
    expect(sent?.body).toMatchObject({ website: 'https://lakeside.example', taxCompanyName: 'Lakeside Rentals Inc.' });
    await waitFor(() => expect(screen.getByTestId('company-website')).toHaveAttribute('aria-invalid', 'true'));
  });
});
