import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resolveSearch, searchAnswer } from '../../../test/listings.ts';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';
import { useLoginModal } from '../../auth/index.ts';
import { searchPathOf } from './get-alerts-button.tsx';

// Leaflet stays out of these tests: the map shows its loading placeholder.
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
  loadMaps: () => new Promise(() => {}),
}));

function stubSearch(extra = {}) {
  return stubFetch({
    ...sessionHandlers(makeUser()),
    'GET resolve': { body: resolveSearch() },
    'GET listings': { body: searchAnswer(45) },
    'GET map-markers': { body: { markers: [], count: 0 } },
    ...extra,
  });
}

const savedAlert = (body: Record<string, unknown>) => ({
  alert: {
    id: 9,
    name: body.name,
    criteria: body.criteria,
    searchPath: body.searchPath,
    frequency: body.frequency,
    paused: false,
    lastSentAt: null,
    createdAt: '2025-03-01T15:00:00.000Z',
    summary: 'Toronto · 2 beds · up to $3,000',
  },
});

describe('"Get alerts for this search"', () => {
  it('saves the search with a name from the place and filters, and links to the alerts page', async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    const { calls } = stubSearch({
      'POST email-alerts': ({ body }: { body: unknown }) => ({
        status: 201,
        body: savedAlert(body as Record<string, unknown>),
      }),
    });
    renderApp('/rentals/ontario/toronto?beds=2&maxrate=3000&p=2');
    await user.click(await screen.findByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get email alerts for this search' });
    expect(within(dialog).getByText(/Toronto · 2 beds · up to \$3,000/)).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Alert name/);
    expect(name).toHaveValue('Toronto 2 beds up to $3,000');
    expect(within(dialog).getByRole('radio', { name: /Daily/ })).toBeChecked();

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'email-alerts')).toBe(false);
    // A long name is kept as typed, with a counter, and refused with a clear message rather than cut.
    fireEvent.change(name, { target: { value: 'x'.repeat(120) } });
    expect(name).toHaveValue('x'.repeat(120));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('120 / 100 characters'));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(
      await within(dialog).findByText('The name field must not be greater than 100 characters.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'email-alerts')).toBe(false);
    await user.clear(name);

    await user.type(name, 'Downtown 2 beds');
    await user.click(within(dialog).getByRole('radio', { name: /Weekly/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    const saved = await within(dialog).findByTestId('alert-saved');
    expect(saved).toHaveTextContent('Your alert “Downtown 2 beds” is saved.');
    expect(within(saved).getByRole('link', { name: 'Manage your email alerts' })).toHaveAttribute(
      'href',
      '/admin/email-alerts',
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === 'email-alerts');
    expect(post?.body).toEqual({
      name: 'Downtown 2 beds',
      frequency: 'weekly',
      criteria: { cityId: '7', beds: '2', maxRate: '3000', page: '2' },
      searchPath: '/rentals/ontario/toronto?beds=2&maxrate=3000',
    });
    // A slow first render of the search page and the dialog's chunk on a busy machine.
  }, 15_000);

  it('asks a visitor to sign in first, then opens the dialog', async () => {
    const user = userEvent.setup();
    stubSearch();
    renderApp('/rentals/ontario/toronto');
    await user.click(await screen.findByRole('button', { name: 'Get alerts for this search' }));
    expect(useLoginModal.getState().opened).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Get email alerts for this search' })).toBeNull();
    act(() => {
      signIn(makeUser());
      useLoginModal.getState().close();
    });
    expect(await screen.findByRole('dialog', { name: 'Get email alerts for this search' })).toBeInTheDocument();
  });

  it('says so when the renter already has the most alerts', async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    stubSearch({
      'POST email-alerts': {
        status: 422,
        body: { message: 'You can keep at most 20 email alerts. Delete one to add another.' },
      },
    });
    renderApp('/rentals/ontario/toronto');
    await user.click(await screen.findByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get email alerts for this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('form-error')).toHaveTextContent(/already have the most alerts/),
    );
  });

  it('keeps the search path without the language prefix or the page', () => {
    expect(searchPathOf('/fr/rentals/ontario/toronto', '?beds=2&p=3')).toBe('/rentals/ontario/toronto?beds=2');
    expect(searchPathOf('/rentals', '')).toBe('/rentals');
  });
});
