import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage, setRegion } from '../../lib/i18n/index.ts';
import { makeCard } from '../../test/listings.ts';
import { renderWithProviders } from '../../test/utils.tsx';
import { ListingCard, type ListingCardProps } from './listing-card.tsx';
import { type ListingCardSlots, ListingCardSlotsContext } from './listing-card-slots.ts';

/** A card in the app's providers; `slots` replaces what the app gives every card. */
function renderCard(props: Partial<ListingCardProps> = {}, path = '/rentals', slots?: ListingCardSlots) {
  const card = <ListingCard listing={makeCard(42)} {...props} />;
  const element = slots ? <ListingCardSlotsContext value={slots}>{card}</ListingCardSlotsContext> : card;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

const PHOTO = {
  id: 1,
  alt: 'Living room',
  width: 800,
  height: 600,
  url: '/media/l42/1-800.webp',
  srcSet: '/media/l42/1-400.webp 400w, /media/l42/1-800.webp 800w',
};

describe('ListingCard', () => {
  it('shows the rent, facts, address, type and availability, and links the whole card to the listing', () => {
    renderCard({
      listing: makeCard(42, { unit: '12', featured: true, furnished: true, availableDate: '2999-06-01', photo: PHOTO }),
    });
    const card = screen.getByTestId('listing-card');
    expect(within(card).getByText('$2,150/month')).toBeInTheDocument();
    expect(within(card).getByText('2 beds · 1 bath · 850 sq ft')).toBeInTheDocument();
    expect(within(card).getByText('42 Main St, unit 12, Toronto, ON')).toBeInTheDocument();
    expect(within(card).getByText('Apartment · Furnished · Available Jun 1, 2999')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: '2 Bed Apartment at 42 Main St' });
    expect(link).toHaveAttribute('href', '/rentals/ontario/toronto/2-bed-apartment-at-42-main-st-42');
    expect(within(card).getByRole('heading', { level: 3 })).toContainElement(link);
    // One link; the heart is a button beside it, not inside it.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(link).not.toContainElement(within(card).getByRole('button'));
    const img = within(card).getByRole('img', { name: 'Living room' });
    expect(img).toHaveAttribute('srcset', PHOTO.srcSet);
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
  });

  it('shows a placeholder without a photo, and links under /fr on French pages', async () => {
    await setLanguage('fr');
    renderCard({ headingLevel: 2 }, '/fr/rentals');
    const card = screen.getByTestId('listing-card');
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByText('Pas encore de photo')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2 }).querySelector('a')).toHaveAttribute(
      'href',
      '/fr/rentals/ontario/toronto/2-bed-apartment-at-42-main-st-42',
    );
  });

  it('the heart shows and toggles the favourites the app gives it (listing-card-slots.ts)', async () => {
    const user = userEvent.setup();
    const toggle = vi.fn();
    renderCard({}, '/rentals', { favourites: { useIsFavourite: (id) => id === 42, toggle } });
    await user.click(screen.getByRole('button', { name: 'Remove 2 Bed Apartment at 42 Main St from favourites' }));
    expect(toggle).toHaveBeenCalledWith(42);
  });

  it('has no heart and no details without the slots', () => {
    renderCard({}, '/rentals', {});
    expect(screen.getByTestId('listing-card')).toBeInTheDocument();
    expect(screen.queryByTestId('favourite-button')).toBeNull();
  });

  it('says favorite in the US region', () => {
    setRegion('US');
    renderCard();
    expect(screen.getByRole('button', { name: 'Add 2 Bed Apartment at 42 Main St to favorites' })).toBeInTheDocument();
  });

  it('reports pointer and focus entering and leaving, and shows the highlight', async () => {
    const user = userEvent.setup();
    const onHoverChange = vi.fn();
    renderCard({ onHoverChange, highlighted: true });
    const card = screen.getByTestId('listing-card');
    expect(card).toHaveAttribute('data-highlighted');
    await user.hover(card);
    expect(onHoverChange).toHaveBeenLastCalledWith(42);
    await user.unhover(card);
    expect(onHoverChange).toHaveBeenLastCalledWith(null);
  });

  it('has a compact variant for map popups, without the heart', () => {
    renderCard({ variant: 'compact' });
    const card = screen.getByTestId('listing-card');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByRole('link')).toBeInTheDocument();
  });
});
