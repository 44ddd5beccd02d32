import { PHOTO_SIZES, photoPreload } from '@rentals/shared/resources/listing-photos';
import type { Photo } from '@rentals/shared/resources/listings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/utils.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

const photo = (n: number, width = 1600, height = 1067): Photo => ({
  id: n,
  alt: `Photo ${n}`,
  width,
  height,
  url: `/uploads/l42/${n}-800.webp`,
  srcSet: `/uploads/l42/${n}-400.webp 400w, /uploads/l42/${n}-800.webp 800w, /uploads/l42/${n}-1600.webp 1600w`,
});
const PHOTOS = [photo(1), photo(2, 1200, 1600), photo(3)];

function renderGallery(photos = PHOTOS) {
  renderWithProviders(<PhotoGallery photos={photos} title="2 Bed Apartment" />);
  return within(screen.getByTestId('listing-gallery'));
}

describe('PhotoGallery images', () => {
  it("shows the first photo as the page's largest image: its variants, its size, fetched first", () => {
    const gallery = renderGallery();
    const main = gallery.getByRole('img', { name: 'Photo 1' });
    expect(main).toHaveAttribute('src', PHOTOS[0]?.url);
    expect(main).toHaveAttribute('srcset', PHOTOS[0]?.srcSet);
    expect(main).toHaveAttribute('sizes', PHOTO_SIZES.gallery);
    expect(main).toHaveAttribute('width', '1600');
    expect(main).toHaveAttribute('height', '1067');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('decoding');
    // The server's preload of the page's largest image asks for the variant this img picks.
    const preload = photoPreload(PHOTOS[0] as Photo, PHOTO_SIZES.gallery);
    expect([preload.href, preload.imageSrcSet, preload.imageSizes]).toEqual([
      main.getAttribute('src'),
      main.getAttribute('srcset'),
      main.getAttribute('sizes'),
    ]);
  });

  it('gives the thumbnails their size and smallest variants, loaded lazily', () => {
    const gallery = renderGallery();
    // alt="": they are decoration of the buttons that name them.
    const thumbnails = [...gallery.getByRole('list', { name: 'All photos' }).querySelectorAll('img')];
    expect(thumbnails).toHaveLength(3);
    thumbnails.forEach((img, at) => {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('srcset', PHOTOS[at]?.srcSet);
      expect(img).toHaveAttribute('sizes', PHOTO_SIZES.thumbnail);
      expect(img).toHaveAttribute('width', String(PHOTOS[at]?.width));
      expect(img).toHaveAttribute('height', String(PHOTOS[at]?.height));
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
    });
  });

  it('a photo chosen later is not given priority, and keeps its own shape', async () => {
    const user = userEvent.setup();
    const gallery = renderGallery();
    await user.click(gallery.getByRole('button', { name: 'Next photo' }));
    const main = gallery.getByRole('img', { name: 'Photo 2' });
    expect(main).toHaveAttribute('width', '1200');
    expect(main).toHaveAttribute('height', '1600');
    expect(main).not.toHaveAttribute('fetchpriority');
    expect(main).toHaveAttribute('decoding', 'async');
  });

  it('shows the full-screen photo with its variants for the whole screen and its size', async () => {
    const user = userEvent.setup();
    const gallery = renderGallery();
    await user.click(gallery.getByRole('button', { name: 'View photo 1 of 3 full screen' }));
    const dialog = within(await screen.findByRole('dialog'));
    const img = dialog.getByRole('img', { name: 'Photo 1' });
    expect(img).toHaveAttribute('srcset', PHOTOS[0]?.srcSet);
    expect(img).toHaveAttribute('sizes', PHOTO_SIZES.fullScreen);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
  });

  it('has no image without photos', () => {
    const gallery = renderGallery([]);
    expect(gallery.queryByRole('img')).toBeNull();
    expect(gallery.getByText('No photos yet')).toBeInTheDocument();
  });
});
