// The rich text field: what is pasted comes out as the editor's HTML, and an image picked from the media
// library goes in with the alternative text asked for, without the dialog's submit reaching the page's form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/utils.tsx';
import { RichTextEditorField } from './rich-text-editor.tsx';

const MEDIA = {
  data: [
    {
      id: 3,
      url: '/uploads/cms/abc-1920.webp',
      thumbnailUrl: '/uploads/cms/abc-480.webp',
      width: 1200,
      height: 800,
      originalName: 'kitchen.png',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  meta: { currentPage: 1, perPage: 24, total: 1, lastPage: 1 },
};

function renderField(onChange = vi.fn(), onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())) {
  stubFetch({ 'GET admin/media': { body: MEDIA } });
  renderWithProviders(
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <RichTextEditorField label="Body" value="" onChange={onChange} testId="field-body" />
    </form>,
  );
  return { onChange, onSubmit };
}

describe('RichTextEditorField', () => {
  it('hands the editor’s HTML to the form', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField();
    await user.click(await screen.findByTestId('field-body'));
    await user.paste('Heat is included.');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Heat is included.</p>'));
  });

  it('inserts an image from the media library with the alternative text asked for', async () => {
    const user = userEvent.setup();
    const { onChange, onSubmit } = renderField();
    await user.click(await screen.findByRole('button', { name: 'Media library' }));
    const library = await screen.findByRole('dialog', { name: 'Media library' });
    await user.click(await within(library).findByRole('button', { name: 'Insert kitchen.png' }));
    await user.type(await screen.findByTestId('image-alt'), 'Bright kitchen');
    await user.click(screen.getByTestId('image-alt-submit'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/uploads/cms/abc-1920.webp" alt="Bright kitchen"'),
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
