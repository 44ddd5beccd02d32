import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flash, useAlertsStore } from '../../lib/alerts.ts';
import { renderApp, stubFetch } from '../../test/utils.tsx';

describe('flashes', () => {
  it('show at the bottom right, away from the header, with a close button that has a name', async () => {
    stubFetch();
    renderApp('/');
    flash('Listing published. 1 credit spent.');
    const toast = await screen.findByTestId('flash-success');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
    const close = await screen.findByRole('button', { name: 'Close' });
    await userEvent.click(close);
    await waitFor(() => expect(useAlertsStore.getState().alerts).toHaveLength(0));
  });
});
