// /support/company/{id}/merge-listings: a suggested pair side by side with the kept (older) listing marked, the
// merge asked first and sent with both ids, the history's Undo asked first, an expired undo without a button,
// and the empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const PERMISSIONS = { 'Merge Listings': true, 'Show Company': true };
const meta = (total: number) => ({ currentPage: 1, perPage: 10, total, lastPage: 1 });

const facts = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Listing ${id}`,
  streetAddress: '12 Maple Street',
  unit: '4',
  postalCode: 'M5V 1A1',
  city: 'Toronto',
  rent: 2_100_00,
  beds: 2,
  baths: 1,
  sqft: 800,
  status: 'active',
  externalFeedId: null,
  firstListedAt: '2026-09-01T10:00:00.000Z',
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  photos: [],
  photoCount: 0,
  leads: 3,
  favourites: 2,
  views: 40,
  ...over,
});

const PAIR = {
  score: 90,
  reasons: [{ kind: 'address' }, { kind: 'text', similarity: 0.82 }],
  kept: facts(11, { title: 'Sunny loft' }),
  merged: facts(12, { title: 'Sunny loft (copy)', firstListedAt: '2026-11-20T10:00:00.000Z' }),
};

const merge = (over: Record<string, unknown> = {}) => ({
  id: 5,
  kept: { id: 11, title: 'Sunny loft' },
  merged: { id: 12, title: 'Sunny loft (copy)' },
  reasons: [],
  moved: { inquiries: 2, leads: 2, favourites: 1, views: 3 },
  actorEmail: 'support@demo.test',
  createdAt: '2026-11-24T10:00:00.000Z',
  undoneAt: null,
  undoUntil: '2026-12-24T10:00:00.000Z',
  undoable: true,
  ...over,
});

function stub(extra = {}, suggestions: unknown[] = [PAIR], history: unknown[] = []) {
  const me = makeUser({ roles: [{ name: 'Support' }] });
  signIn(me, PERMISSIONS);
  return stubFetch({
    ...sessionHandlers(me, PERMISSIONS),
    'GET support/company/7/merge-suggestions': {
      body: { company: { id: 7, name: 'Maple Rentals' }, data: suggestions, meta: meta(suggestions.length) },
    },
    'GET support/company/7/listing-merges': { body: { data: history, meta: meta(history.length) } },
    ...extra,
  });
}

describe('/support/company/{id}/merge-listings', () => {
  it('shows a pair side by side, the older one kept, and merges it after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'POST support/company/7/listing-merges': {
        body: { message: 'Listing 12 was merged into listing 11.', merge: merge() },
      },
    });
    renderApp('/support/company/7/merge-listings');
    expect(await screen.findByRole('heading', { name: 'Merge listings: Maple Rentals' })).toBeInTheDocument();
    const card = await screen.findByTestId('merge-suggestion');
    expect(within(card).getByText('Same address and unit')).toBeInTheDocument();
    expect(within(card).getByText('Similar text (82%)')).toBeInTheDocument();
    const kept = within(card).getByTestId('merge-kept');
    expect(within(kept).getByText('Kept (older)')).toBeInTheDocument();
    expect(within(kept).getByText('Sunny loft')).toBeInTheDocument();
    expect(within(within(card).getByTestId('merge-merged')).getByText('Merged and removed')).toBeInTheDocument();
    expect(await screen.findByTestId('no-history')).toBeInTheDocument();

    await user.click(within(card).getByTestId('merge-button'));
    // Nothing is sent before the confirmation.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(
      await screen.findByText(/will be removed and its 3 leads, 2 favourites and 40 views moved/),
    ).toBeInTheDocument();
    await user.click(await screen.findByTestId('merge-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ listingIds: [11, 12] });
    expect(await screen.findByText('Listing 12 was merged into listing 11.')).toBeInTheDocument();
  }, 20_000);

  it('names the pagination buttons: Previous page, Next page, Page N', async () => {
    stub({
      'GET support/company/7/merge-suggestions': {
        body: {
          company: { id: 7, name: 'Maple Rentals' },
          data: [PAIR],
          meta: { currentPage: 1, perPage: 10, total: 30, lastPage: 3 },
        },
      },
    });
    renderApp('/support/company/7/merge-listings');
    const pageTwo = await screen.findByRole('button', { name: 'Page 2' });
    const pagination = pageTwo.closest('.mantine-Pagination-root') as HTMLElement;
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    for (const button of within(pagination).getAllByRole('button')) expect(button).toHaveAccessibleName();
  }, 20_000);

  it('lists the history: Undo asked first, an expired merge without a button', async () => {
    const user = userEvent.setup();
    const { calls } = stub(
      {
        'POST support/company/7/listing-merges/5/undo': {
          body: {
            message: 'The merge was undone.',
            merge: merge({ undoable: false, undoneAt: '2026-11-25T10:00:00.000Z' }),
          },
        },
      },
      [],
      [merge(), merge({ id: 4, undoable: false, kept: { id: 9, title: 'Old' }, merged: { id: 10, title: 'Older' } })],
    );
    renderApp('/support/company/7/merge-listings');
    expect(await screen.findByTestId('no-suggestions')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('merge-history-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).queryByTestId('undo-button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('No longer possible (after 30 days)')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('2 inquiries, 2 leads, 1 favourites, 3 views')).toBeInTheDocument();

    await user.click(within(rows[0] as HTMLElement).getByTestId('undo-button'));
    expect(await screen.findByText('Undo this merge?')).toBeInTheDocument();
    await user.click(await screen.findByTestId('undo-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/5/undo'))).toBe(true));
    expect(await screen.findByText('The merge was undone.')).toBeInTheDocument();
  }, 20_000);

  it('says why the duplicates could not be loaded, with a way to try again', async () => {
    stub({ 'GET support/company/7/merge-suggestions': { status: 500, body: { message: 'Server Error' } } });
    renderApp('/support/company/7/merge-listings');
    expect(await screen.findByText('The duplicates could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  }, 20_000);
});
