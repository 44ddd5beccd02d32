// The editor's Photos section against a stubbed API: states, the counter and the limit, uploads (progress
// stubbed: the XHR upload is replaced, the attach goes through fetch), Make cover and a refused reorder,
// alt text on blur, delete after confirmation.
import { ModalsProvider } from '@mantine/modals';
import type { LandlordPhoto, LandlordPhotosResponse } from '@rentals/shared/resources/landlord-photos';
import type { UploadResponse } from '@rentals/shared/resources/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { renderWithProviders, signIn, stubFetch } from '../../../test/utils.tsx';
import { uploadPhotoFile } from '../photos-api.ts';
import { ListingPhotos } from './listing-photos.tsx';

vi.mock('../photos-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../photos-api.ts')>()),
  uploadPhotoFile: vi.fn(),
}));
const uploadMock = vi.mocked(uploadPhotoFile);

const LISTING = 5;
const PATH = `landlord/listings/${LISTING}/photos`;

const photo = (id: number, position: number, alt = ''): LandlordPhoto => ({
  id,
  position,
  alt,
  width: 1600,
  height: 1067,
  url: `/uploads/p${id}-800.webp`,
  thumbnailUrl: `/uploads/p${id}-400.webp`,
  srcSet: '',
});
const answer = (ids: number[]): LandlordPhotosResponse => ({
  photos: ids.map((id, position) => photo(id, position)),
  max: 40,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function render() {
  renderWithProviders(
    <ModalsProvider>
      <ListingPhotos listingId={LISTING} />
    </ModalsProvider>,
  );
}

const cardIds = () => screen.getAllByTestId('photo-card').map((card) => Number(card.dataset.photoId));
const jpeg = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });
const uploadOf = (id: number): UploadResponse => ({
  id,
  kind: 'listing-photo',
  key: `listing-photo/k${id}`,
  url: null,
  variants: [],
  width: 800,
  height: 600,
  mimeType: 'image/jpeg',
  bytes: 1000,
  originalName: 'x.jpg',
});

beforeEach(() => {
  signIn();
  uploadMock.mockReset();
});

describe('ListingPhotos', () => {
  it('shows the photos with the cover first and the counter; Make cover sends the new order', async () => {
    const { calls } = stubFetch({
      [`GET ${PATH}`]: { body: answer([11, 12, 13]) },
      [`PUT ${PATH}/order`]: ({ body }) => ({ body: answer((body as { photoIds: number[] }).photoIds) }),
    });
    render();
    expect(await screen.findByTestId('photo-counter')).toHaveTextContent('3 / 40');
    expect(cardIds()).toEqual([11, 12, 13]);
    expect(within(screen.getAllByTestId('photo-card')[0] as HTMLElement).getByTestId('cover-badge')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Make cover: photo 3' }));
    await waitFor(() => expect(cardIds()).toEqual([13, 11, 12]));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`${PATH}/order`);
    expect(put?.body).toEqual({ photoIds: [13, 11, 12] });
    expect(await screen.findByText('Photo 3 is now the cover.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1' })).toBeInTheDocument();
  });

  it('reorders by keyboard from the handle, saying what happens in French', async () => {
    await setLanguage('fr');
    // happy-dom lays nothing out: the cards are placed in a row, 200 px apart, for dnd-kit to measure.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const cards = [...document.querySelectorAll('[data-testid="photo-card"]')];
      const card = this.closest('[data-testid="photo-card"]');
      const left = card ? cards.indexOf(card) * 200 : 0;
      return { x: left, y: 0, left, top: 0, width: 180, height: 200, right: left + 180, bottom: 200 } as DOMRect;
    });
    const { calls } = stubFetch({
      [`GET ${PATH}`]: { body: answer([11, 12, 13]) },
      [`PUT ${PATH}/order`]: ({ body }) => ({ body: answer((body as { photoIds: number[] }).photoIds) }),
    });
    render();
    const handle = await screen.findByRole('button', { name: 'Déplacer la photo 1' });
    handle.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Photo 1 sur 3 saisie.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('La photo 1 est sur la position 2 sur 3.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ photoIds: [12, 11, 13] }));
    expect(await screen.findByText('Photo 1 déposée à la position 2 sur 3.')).toBeInTheDocument();
    await waitFor(() => expect(cardIds()).toEqual([12, 11, 13]));
  });

  it('puts the order back and says why when the server refuses it', async () => {
    stubFetch({
      [`GET ${PATH}`]: { body: answer([11, 12]) },
      [`PUT ${PATH}/order`]: {
        status: 422,
        body: {
          message: "The photo ids field must list each of the listing's photos exactly once.",
          errors: { photoIds: ["The photo ids field must list each of the listing's photos exactly once."] },
        },
      },
    });
    render();
    await screen.findByTestId('photo-grid');
    await userEvent.click(screen.getByRole('button', { name: 'Make cover: photo 2' }));
    expect(await screen.findByText(/The new order was not saved: The photo ids field/)).toBeInTheDocument();
    expect(cardIds()).toEqual([11, 12]);
  });

  it('disables adding when the listing holds 40 photos', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: answer(range(1, 40)) } });
    render();
    expect(await screen.findByTestId('photo-counter')).toHaveTextContent('40 / 40');
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    expect(screen.getByText(/This listing has 40 photos, the most it can have/)).toBeInTheDocument();
  });

  it('uploads what fits, refuses the rest with a reason, and keeps going when one file fails', async () => {
    let nextUpload = 100;
    uploadMock.mockImplementation(async (file, onProgress) => {
      onProgress(0.5);
      if (file.name === 'broken.jpg') {
        const message = 'The file "broken.jpg" is damaged or cannot be read.';
        throw new ApiError(message, { status: 422, kind: 'http', errors: { file: [message] } });
      }
      return uploadOf(++nextUpload);
    });
    const held = range(1, 37);
    const { calls } = stubFetch({
      [`GET ${PATH}`]: { body: answer(held) },
      [`POST ${PATH}`]: ({ body }) => {
        const { uploadId } = body as { uploadId: number };
        held.push(uploadId);
        return { status: 201, body: { ...answer(held), photo: photo(uploadId, held.length - 1) } };
      },
    });
    render();
    expect(await screen.findByTestId('photo-counter')).toHaveTextContent('37 / 40');

    const files = [
      jpeg('a.jpg'),
      jpeg('broken.jpg'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
    ];
    await userEvent.upload(screen.getByTestId('photo-file-input'), files, { applyAccept: false });

    expect(
      await screen.findByText('The file "notes.txt" is not an accepted type (JPEG, PNG, WebP, GIF, AVIF).'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The file "broken.jpg" is damaged or cannot be read.')).toBeInTheDocument();
    expect(screen.getByText('Not added: a listing can have at most 40 photos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('photo-counter')).toHaveTextContent('39 / 40'));

    // Three fitted (a, broken, b); c was over the limit. The attaches came in the order chosen.
    expect(uploadMock.mock.calls.map(([file]) => file.name)).toEqual(['a.jpg', 'broken.jpg', 'b.jpg']);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { uploadId: 101 },
      { uploadId: 102 },
    ]);
    // A refused file cannot be retried as it is; the one left out for lack of room can, once there is room.
    expect(screen.queryByRole('button', { name: 'Retry broken.jpg' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry c.jpg' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notes.txt' }));
    expect(screen.queryByText(/notes\.txt/)).toBeNull();
  });

  it('saves the alt text on blur and shows the server’s message when it is refused', async () => {
    const { calls } = stubFetch({
      [`GET ${PATH}`]: { body: answer([11]) },
      [`PATCH ${PATH}/11`]: ({ body }) => {
        const { alt } = body as { alt: string };
        if (alt.length > 250) {
          const message = 'The alt field must not be greater than 250 characters.';
          return { status: 422, body: { message, errors: { alt: [message] } } };
        }
        return { body: { photos: [photo(11, 0, alt)], max: 40 } };
      },
    });
    render();
    const input = await screen.findByRole('textbox', { name: 'Alt text of photo 1' });
    await userEvent.type(input, '  Sunny kitchen ');
    await userEvent.tab();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ alt: 'Sunny kitchen' });
    expect(screen.getByRole('img', { name: 'Sunny kitchen' })).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(260));
    await userEvent.tab();
    expect(await screen.findByText('The alt field must not be greater than 250 characters.')).toBeInTheDocument();
  });

  it('deletes a photo only after confirmation', async () => {
    const { calls } = stubFetch({
      [`GET ${PATH}`]: { body: answer([11, 12]) },
      [`DELETE ${PATH}/11`]: { body: answer([12]) },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete photo 1' }));
    expect(
      await screen.findByText('Photo 1 will be removed from the listing. This cannot be undone.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByTestId('photo-delete-confirm'));
    await waitFor(() => expect(cardIds()).toEqual([12]));
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('1 / 40');
  });

  it('shows the empty state, and the error state with a retry', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: answer([]) } });
    render();
    expect(await screen.findByTestId('photos-empty')).toBeInTheDocument();
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('0 / 40');
  });

  it('shows an error with a retry when the photos cannot be loaded', async () => {
    stubFetch({ [`GET ${PATH}`]: { status: 500, body: { message: 'Server Error' } } });
    render();
    expect(await screen.findByText('The photos could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
