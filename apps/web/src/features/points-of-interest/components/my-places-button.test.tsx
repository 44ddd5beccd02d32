import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { useLoginModal } from '../../auth/index.ts';
import { WORK } from '../test-data.ts';
import { MyPlacesButton } from './my-places-button.tsx';

// The modal's chunk and its first render are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

// Leaflet stays out of these tests: the map shows its placeholder.
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
}));

function renderButton() {
  const stub = stubFetch({ 'GET points-of-interest': { body: { pointsOfInterest: [WORK] } } });
  renderWithProviders(<MyPlacesButton />);
  return stub;
}

describe('"My places"', () => {
  it('asks a visitor to sign in first, then opens the places', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'My places' }));
    expect(useLoginModal.getState().opened).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'My places' })).toBeNull();
    act(() => {
      signIn(makeUser());
      useLoginModal.getState().close();
    });
    const dialog = await screen.findByRole('dialog', { name: 'My places' });
    expect(await within(dialog).findByText('Work')).toBeInTheDocument();
  });

  it('forgets the request when the visitor closes the login modal without signing in', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'My places' }));
    act(() => useLoginModal.getState().close());
    // Signing in later, some other way, opens nothing by itself.
    act(() => signIn(makeUser()));
    await waitFor(() => expect(screen.getByTestId('my-places-button')).toHaveTextContent('My places (1)'));
    expect(screen.queryByRole('dialog', { name: 'My places' })).toBeNull();
  });
});
