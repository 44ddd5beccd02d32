import { PHOTO_SIZES, photoPreload, photoPreloadLink } from '@rentals/shared/resources/listing-photos';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { setLanguage, setRegion } from '../../lib/i18n/index.ts';
import { makeCard } from '../../test/listings.ts';
import { renderWithProviders } from '../../test/utils.tsx';
import { preloadFavouriteButton } from './favourite-button.tsx';
import { ListingCard, type ListingCardProps } from './listing-card.tsx';
import { type ListingCardSlots, ListingCardSlotsContext } from './listing-card-slots.ts';

/** A card in the app's providers; `slots` replaces what the app gives every card. */
function renderCard(props: Partial<ListingCardProps> = {}, path = '/rentals', slots?: ListingCardSlots) {
  const card = <ListingCard listing={makeCard(42)} {...props} />;
  const element = slots ? <ListingCardSlotsContext value={slots}>{card}</ListingCardSlotsContext> : card;
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
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
  it('says "Verified landlord" when the landlord is a member, and nothing otherwise', () => {
    const { unmount } = renderCard({ listing: makeCard(7, { verified: true }) });
    expect(screen.getByTestId('card-verified')).toHaveTextContent('Verified landlord');
    unmount();
    renderCard({ listing: makeCard(8) });
    expect(screen.queryByTestId('card-verified')).not.toBeInTheDocument();
  });

  it('shows the rent, facts, address, type and availability, and links the whole card to the listing', async () => {
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
    expect(link).not.toContainElement(await within(card).findByRole('button'));
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
    await user.click(
      await screen.findByRole('button', { name: 'Remove 2 Bed Apartment at 42 Main St from favourites' }),
    );
    expect(toggle).toHaveBeenCalledWith(42);
  });

  it('has no heart and no details without the slots', () => {
    renderCard({}, '/rentals', {});
    expect(screen.getByTestId('listing-card')).toBeInTheDocument();
    expect(screen.queryByTestId('favourite-button')).toBeNull();
  });

  it('says favorite in the US region', async () => {
    setRegion('US');
    renderCard();
    expect(
      await screen.findByRole('button', { name: 'Add 2 Bed Apartment at 42 Main St to favorites' }),
    ).toBeInTheDocument();
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

  it('shows the total monthly cost beside the rent when the listing has monthly fees, on the same line', async () => {
    renderCard({ listing: makeCard(42, { rent: 245_000, monthlyFees: 12_500 }) });
    const card = screen.getByTestId('listing-card');
    const total = within(card).getByTestId('card-total-monthly');
    expect(total).toHaveTextContent('$2,575 total monthly');
    expect(within(card).getByText('$2,450/month').parentElement).toBe(total.parentElement);
    cleanup();
    await setLanguage('fr');
    renderCard({ listing: makeCard(42, { rent: 245_000, monthlyFees: 12_500 }) }, '/fr/rentals');
    expect(screen.getByTestId('card-total-monthly')).toHaveTextContent('2 575 $ par mois au total');
  });

  it('shows the rent alone without monthly fees', () => {
    renderCard({ listing: makeCard(42, { rent: 245_000 }) });
    expect(screen.getByText('$2,450/month')).toBeInTheDocument();
    expect(screen.queryByTestId('card-total-monthly')).toBeNull();
  });

  it('renders the total the same on the server as in the browser', async () => {
    const listing = makeCard(42, { rent: 245_000, monthlyFees: 12_500 });
    const page = (
      <Providers env="test">
        <MemoryRouter>
          <ListingCard listing={listing} />
        </MemoryRouter>
      </Providers>
    );
    // The server renderer waits for the heart's chunk (prerender); renderToString cannot, so it is loaded first.
    await preloadFavouriteButton();
    const html = renderToString(page);
    expect(html).toContain('$2,575 total monthly');
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
    errors.mockRestore();
  });

  it('writes money and numbers in French on French pages, the same on the server as in the browser', async () => {
    await setLanguage('fr');
    const listing = makeCard(42, { rent: 382_500, monthlyFees: 12_500, baths: 1.5, sqft: 1250 });
    const page = (
      <Providers env="test">
        <MemoryRouter initialEntries={['/fr/rentals']}>
          <ListingCard listing={listing} />
        </MemoryRouter>
      </Providers>
    );
    await preloadFavouriteButton();
    const html = renderToString(page);
    // As Intl.NumberFormat fr-CA writes them: no-break spaces, a decimal comma.
    expect(html).toContain('3\u00a0825\u00a0$/mois');
    expect(html).toContain('3\u00a0950\u00a0$ par mois au total');
    expect(html).toContain('1,5 salle de bain');
    expect(html).toContain('1\u00a0250 pi²');
    expect(html).not.toMatch(/\$3,825|1\.5 salle/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain('3\u00a0825\u00a0$/mois');
    expect(container.textContent).toContain('1,5 salle de bain');
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
    // English pages keep "$3,825" and "1.5".
    await setLanguage('en');
    renderCard({ listing });
    expect(screen.getByText('$3,825/month')).toBeInTheDocument();
    expect(screen.getByTestId('listing-card')).toHaveTextContent('1.5 baths');
  });

  it('has a compact variant for map popups, without the heart', () => {
    renderCard({ variant: 'compact' });
    const card = screen.getByTestId('listing-card');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByRole('link')).toBeInTheDocument();
  });
});

describe('ListingCard photo', () => {
  const photoOf = () => screen.getByRole('img', { name: 'Living room' });
  const withPhoto = (props: Partial<ListingCardProps> = {}) =>
    renderCard({ listing: makeCard(42, { photo: PHOTO }), ...props });

  it('keeps its place (width and height), offers the WebP variants for a card in a grid, and loads lazily', () => {
    withPhoto();
    const img = photoOf();
    expect(img).toHaveAttribute('src', PHOTO.url);
    expect(img).toHaveAttribute('srcset', PHOTO.srcSet);
    expect(img).toHaveAttribute('sizes', PHOTO_SIZES.card);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly above the fold, without jumping the queue', () => {
    withPhoto({ eager: true });
    expect(photoOf()).toHaveAttribute('loading', 'eager');
    expect(photoOf()).not.toHaveAttribute('fetchpriority');
  });

  it("as the page's largest image: eager, fetched first, and the server's preload asks for what it picks", () => {
    withPhoto({ priority: true });
    const img = photoOf();
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
    // A preload is used only when its imagesrcset and imagesizes are the img's own.
    const preload = photoPreload(PHOTO, PHOTO_SIZES.card);
    expect(preload).toEqual({
      href: img.getAttribute('src'),
      imageSrcSet: img.getAttribute('srcset'),
      imageSizes: img.getAttribute('sizes'),
      fetchPriority: 'high',
    });
    expect(photoPreloadLink(PHOTO, PHOTO_SIZES.card)).toBe(
      `<link rel="preload" as="image" href="${PHOTO.url}" imagesrcset="${PHOTO.srcSet}"` +
        ` imagesizes="${PHOTO_SIZES.card}" fetchpriority="high">`,
    );
  });

  it('takes the sizes it is given (similar listings) and is a small square in map popups', () => {
    withPhoto({ imageSizes: '(min-width: 992px) 25vw, 50vw' });
    expect(photoOf()).toHaveAttribute('sizes', '(min-width: 992px) 25vw, 50vw');
    cleanup();
    withPhoto({ variant: 'compact' });
    expect(photoOf()).toHaveAttribute('sizes', PHOTO_SIZES.compact);
    expect(photoOf()).toHaveAttribute('width', '800');
    expect(photoOf()).toHaveAttribute('loading', 'lazy');
  });
});
