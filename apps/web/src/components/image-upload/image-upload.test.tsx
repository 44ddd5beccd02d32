import type { UploadResponse } from '@rentals/shared/resources/uploads';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/index.ts';
import { renderWithProviders, resetAppState, signIn, stubFetch } from '../../test/utils.tsx';
import { ImageUpload, type ImageUploadProps } from './image-upload.tsx';

const UPLOADED: UploadResponse = {
  id: 7,
  kind: 'company-logo',
  key: 'company-logo/abc',
  url: '/uploads/company-logo/abc-512.webp',
  variants: [
    { width: 128, height: 64, url: '/uploads/company-logo/abc-128.webp' },
    { width: 256, height: 128, url: '/uploads/company-logo/abc-256.webp' },
    { width: 512, height: 256, url: '/uploads/company-logo/abc-512.webp' },
  ],
  width: 512,
  height: 256,
  mimeType: 'image/png',
  bytes: 2048,
  originalName: 'logo.png',
};

/** The field inside a form that keeps its value, as a real form would. */
function Harness({ initial = null, onChange }: { initial?: string | null; onChange: ImageUploadProps['onChange'] }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImageUpload
      label="Company logo"
      value={value}
      previewWidth={100}
      onChange={(url, upload) => {
        setValue(url);
        onChange(url, upload);
      }}
    />
  );
}

const png = (size = 2048, name = 'logo.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(async () => {
  await resetAppState();
  signIn();
});

describe('ImageUpload', () => {
  it('uploads the picked image with the bearer token, then shows the server preview and reports the URL', async () => {
    const { calls } = stubFetch({ 'POST admin/uploads': { status: 201, body: UPLOADED } });
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByText('PNG, JPEG, WebP, GIF, up to 5 MB.')).toBeInTheDocument();

    const file = png();
    await userEvent.upload(screen.getByTestId('image-upload-input'), file);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(UPLOADED.url, UPLOADED));
    const call = calls.find((c) => c.path === 'admin/uploads');
    if (!call) throw new Error('no upload request was sent');
    expect(call.method).toBe('POST');
    expect(call.url).toContain('kind=company-logo');
    expect(call.headers.get('Authorization')).toBe('Bearer test-token');
    expect(call.body).toBeInstanceOf(FormData);
    expect((call.body as FormData).get('file')).toBe(file);

    // 100 CSS px on a 2x screen: the 256 px variant, with its size (no layout shift).
    const preview = screen.getByRole('img', { name: 'Preview: Company logo' });
    expect(preview).toHaveAttribute('src', '/uploads/company-logo/abc-256.webp');
    expect(preview).toHaveAttribute('width', '256');
    expect(preview).toHaveAttribute('height', '128');
    expect(screen.getByRole('status')).toHaveTextContent('Image uploaded.');
    expect(screen.getByRole('button', { name: 'Replace the image' })).toBeInTheDocument();
  });

  it("shows the server's 422 under the field and keeps the value", async () => {
    stubFetch({
      'POST admin/uploads': {
        status: 422,
        body: {
          message: 'The file "logo.png" is damaged or cannot be read.',
          errors: { file: ['The file "logo.png" is damaged or cannot be read.'] },
        },
      },
    });
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.upload(screen.getByTestId('image-upload-input'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file "logo.png" is damaged or cannot be read.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
  });

  it('refuses a file over the limit before sending it, with the sentence the server uses', async () => {
    const { calls } = stubFetch();
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await userEvent.upload(screen.getByTestId('image-upload-input'), png(6 * 1024 * 1024, 'huge.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file "huge.png" is larger than 5 MB.');
    expect(calls.some((c) => c.path === 'admin/uploads')).toBe(false);
  });

  it('removes the image', async () => {
    stubFetch();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="/uploads/company-logo/old-512.webp" onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Preview: Company logo' })).toHaveAttribute(
      'src',
      '/uploads/company-logo/old-512.webp',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Image removed.');
  });

  it('speaks French', async () => {
    await setLanguage('fr');
    stubFetch();
    renderWithProviders(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Choisir une image' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG, WebP, GIF, jusqu’à 5 Mo.')).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('image-upload-input'), png(6 * 1024 * 1024, 'énorme.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le fichier « énorme.png » dépasse 5 Mo.');
  });
});
