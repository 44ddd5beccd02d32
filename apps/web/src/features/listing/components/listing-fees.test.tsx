import type { ListingFee } from '@rentals/shared/resources/listing-fees';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { renderWithProviders } from '../../../test/utils.tsx';
import { makeListing } from '../test/fixtures.ts';
import { ListingFees } from './listing-fees.tsx';

const FEES: ListingFee[] = [
  { type: 'parking', label: 'Underground spot', amount: 150_00, frequency: 'monthly', requirement: 'mandatory' },
  { type: 'utilities', label: '', amount: 85_00, frequency: 'monthly', requirement: 'mandatory' },
  { type: 'pet-rent', label: '', amount: 40_00, frequency: 'monthly', requirement: 'optional' },
  { type: 'application', label: '', amount: 50_00, frequency: 'one-time', requirement: 'mandatory' },
  { type: 'move-in', label: '', amount: 250_00, frequency: 'one-time', requirement: 'mandatory' },
];

/** Each row of a fee list as "label: amount". */
const rowsOf = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('ListingFees', () => {
  it('lists the monthly fees with the rent and the total, and the one-time fees apart', () => {
    renderWithProviders(<ListingFees listing={makeListing({ rent: 215_000, fees: FEES })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fees and monthly cost' })).toBeInTheDocument();
    expect(rowsOf(screen.getByTestId('listing-monthly-fees'))).toEqual([
      'Rent: $2,150',
      'Underground spot: $150',
      'Utilities: $85',
      'Pet rentoptional, not in the total: $40',
      // The optional pet rent is not counted.
      'Total monthly cost: $2,385',
    ]);
    expect(rowsOf(screen.getByTestId('listing-one-time-fees'))).toEqual(['Application fee: $50', 'Move-in fee: $250']);
  });

  it('speaks French', async () => {
    await setLanguage('fr');
    renderWithProviders(<ListingFees listing={makeListing({ fees: FEES })} />);
    const monthly = screen.getByTestId('listing-monthly-fees');
    expect(within(monthly).getByText('Coût mensuel total')).toBeInTheDocument();
    expect(within(monthly).getByText('Services publics')).toBeInTheDocument();
    expect(within(screen.getByTestId('listing-one-time-fees')).getByText('Frais de demande')).toBeInTheDocument();
  });

  it('shows only the one-time fees when there is no monthly one, and nothing without fees', () => {
    const oneTime = FEES.filter((fee) => fee.frequency === 'one-time');
    const { unmount } = renderWithProviders(<ListingFees listing={makeListing({ fees: oneTime })} />);
    expect(screen.queryByTestId('listing-monthly-fees')).toBeNull();
    expect(screen.getByTestId('listing-one-time-fees')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ListingFees listing={makeListing()} />);
    expect(screen.queryByTestId('listing-fees')).toBeNull();
  });

  it('renders the same markup on the server as in the browser', async () => {
    const page = (
      <Providers env="test">
        <ListingFees listing={makeListing({ fees: FEES })} />
      </Providers>
    );
    const html = renderToString(page);
    expect(html).toContain('Total monthly cost');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
