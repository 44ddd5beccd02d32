import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n/index.ts';
import { useSiteStore } from '../lib/site/store.ts';
import { renderWithProviders } from '../test/utils.tsx';
import { BrowseRentalsEmptyState } from './browse-rentals-empty-state.tsx';

function renderAt(path: string) {
  const element = (
    <BrowseRentalsEmptyState icon={null} title="Nothing yet" body="Save some." browse="Browse" testId="empty" />
  );
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

describe('BrowseRentalsEmptyState', () => {
  it('leads to the search, on the site’s listings permalink', () => {
    useSiteStore.setState({ permaLinks: { listings: 'homes' } });
    renderAt('/admin/favourite-listings');
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByText('Save some.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/homes');
  });

  it('leads to the French search when the page is shown in French, in a signed-in area too (no /fr in its path)', async () => {
    await setLanguage('fr');
    renderAt('/admin/email-alerts');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/fr/rentals');
  });

  it('leads to the French search from a French public page', async () => {
    await setLanguage('fr');
    renderAt('/fr/rentals/favourites');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/fr/rentals');
  });
});
