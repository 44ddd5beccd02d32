// The media library's delete: asked first, then the image leaves the list; while something uses it, the
// server's 409 sentence is shown and the image stays.
import { ModalsProvider } from '@mantine/modals';
import type { MediaItem } from '@rentals/shared/resources/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/utils.tsx';
import './i18n/index.ts';
import { MediaLibraryDialog } from './media-library-dialog.tsx';

const item = (id: number, originalName: string): MediaItem => ({
  id,
  url: `/uploads/cms-media/${id}-1920.webp`,
  thumbnailUrl: `/uploads/cms-media/${id}-480.webp`,
  width: 1200,
  height: 800,
  originalName,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const IN_USE = 'This image cannot be deleted: 2 places use it. Used by the post “Moving to Toronto” and 1 page.';

function renderDialog() {
  const gone = new Set<number>();
  const { calls } = stubFetch({
    'GET admin/media': () => {
      const data = [item(3, 'kitchen.png'), item(4, 'balcony.png')].filter((media) => !gone.has(media.id));
      return { body: { data, meta: { currentPage: 1, perPage: 24, total: data.length, lastPage: 1 } } };
    },
    'DELETE admin/media/3': () => {
      gone.add(3);
      return { status: 204 };
    },
    'DELETE admin/media/4': { status: 409, body: { message: IN_USE } },
  });
  renderWithProviders(
    <ModalsProvider>
      <MediaLibraryDialog opened onClose={vi.fn()} onPick={vi.fn()} />
    </ModalsProvider>,
  );
  return { calls };
}

describe('MediaLibraryDialog: deleting an image', () => {
  it('asks first, deletes, and the image leaves the list', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog();
    const library = await screen.findByRole('dialog', { name: 'Media library' });
    await user.click(await within(library).findByRole('button', { name: 'Delete kitchen.png' }));
    expect(await screen.findByText('Delete kitchen.png?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false); // nothing before the confirmation
    await user.click(screen.getByTestId('media-delete-confirm'));

    await waitFor(() => expect(within(library).queryByRole('button', { name: 'Insert kitchen.png' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['admin/media/3']);
    expect(within(library).getByRole('button', { name: 'Insert balcony.png' })).toBeTruthy();
    expect(within(library).getByRole('status').textContent).toBe('The image kitchen.png was deleted.');
  });

  it('shows the server’s message when the image is still used, and keeps it', async () => {
    const user = userEvent.setup();
    renderDialog();
    const library = await screen.findByRole('dialog', { name: 'Media library' });
    await user.click(await within(library).findByRole('button', { name: 'Delete balcony.png' }));
    await user.click(await screen.findByTestId('media-delete-confirm'));

    expect((await within(library).findByTestId('media-delete-error')).textContent).toContain(IN_USE);
    expect(within(library).getByRole('button', { name: 'Insert balcony.png' })).toBeTruthy();
  });
});
