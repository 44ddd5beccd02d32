// One image field for every back-office form (company logos now; CMS media and listing photos later): picks a
// file, checks its size and type as the server would (same sentence), uploads it to POST /api/admin/uploads
// with the session's token, shows the server's WebP preview, the server's 422 under the field, and a Remove
// button. The form keeps the URL: onChange(url | null, upload | null).
import { Box, Button, FileButton, Group, Image, Input, VisuallyHidden } from '@mantine/core';
import {
  checkUploadFile,
  UPLOAD_FIELD,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadResponse,
  type UploadVariant,
} from '@rentals/shared/resources/uploads';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { api, errorMessage, isApiError } from '../../lib/api-client.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

/** The kinds that are images (a CSV import has its own field). */
export type ImageUploadKind = Exclude<UploadKind, 'csv-import' | 'feed-file'>;

export interface ImageUploadProps {
  label: string;
  /** The image URL the form holds (null: none). */
  value: string | null;
  onChange: (url: string | null, upload: UploadResponse | null) => void;
  kind?: ImageUploadKind;
  /** Under the label; by default the accepted types and the size limit. */
  description?: string;
  /** The form's own error for this field (e.g. a 422 of the form's save). */
  error?: string | null;
  disabled?: boolean;
  /** Width of the preview on screen, in CSS pixels. */
  previewWidth?: number;
}

/** The smallest variant sharp enough for a `cssWidth` preview on a 2x screen, else the largest. */
export function previewVariant(upload: UploadResponse, cssWidth: number): UploadVariant | null {
  return upload.variants.find((v) => v.width >= cssWidth * 2) ?? upload.variants.at(-1) ?? null;
}

export function ImageUpload({
  label,
  value,
  onChange,
  kind = 'company-logo',
  description,
  error,
  disabled = false,
  previewWidth = 160,
}: ImageUploadProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const spec = UPLOAD_KINDS[kind];
  const id = useId();
  const [uploaded, setUploaded] = useState<UploadResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const resetRef = useRef<() => void>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  // The preview of our own upload while the form still holds its URL; any other value is shown as it is.
  const variant = uploaded && uploaded.url === value ? previewVariant(uploaded, previewWidth) : null;
  const preview = variant ?? (value ? { url: value, width: undefined, height: undefined } : null);

  async function upload(file: File | null) {
    resetRef.current?.(); // picking the same file again still counts as a change
    if (!file) return;
    const problem = checkUploadFile(kind, file, locale);
    if (problem) {
      setUploadError(problem);
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setUploadError(null);
    setBusy(true);
    setAnnouncement(t('imageUpload.uploading'));
    const body = new FormData();
    body.append(UPLOAD_FIELD, file);
    try {
      const result = await api.post<UploadResponse>('admin/uploads', body, {
        query: { kind },
        signal: controller.signal,
      });
      setUploaded(result);
      setAnnouncement(t('imageUpload.uploaded'));
      onChange(result.url, result);
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'aborted') return;
      setAnnouncement('');
      setUploadError(isApiError(caught) ? (caught.errors[UPLOAD_FIELD]?.[0] ?? caught.message) : errorMessage(caught));
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(false);
      }
    }
  }

  function remove() {
    setUploaded(null);
    setUploadError(null);
    setAnnouncement(t('imageUpload.removed'));
    onChange(null, null);
  }

  const shownError = uploadError ?? error ?? null;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description ?? t('imageUpload.hint', { types: spec.typeNames, max: spec.maxMegabytes })}
      error={shownError}
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
      data-testid="image-upload"
    >
      <Box mt={6} aria-busy={busy}>
        {preview && (
          <Image
            src={preview.url}
            alt={t('imageUpload.preview', { label })}
            width={preview.width}
            height={preview.height}
            w={previewWidth}
            h="auto"
            fit="contain"
            radius="sm"
            mb="xs"
            data-testid="image-upload-preview"
          />
        )}
        <Group gap="xs">
          <FileButton
            onChange={upload}
            accept={spec.accept}
            resetRef={resetRef}
            disabled={disabled || busy}
            inputProps={{ 'aria-label': label, 'data-testid': 'image-upload-input' } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={busy}
                disabled={disabled}
                aria-describedby={`${id}-description${shownError ? ` ${id}-error` : ''}`}
              >
                {preview ? t('imageUpload.replace') : t('imageUpload.choose')}
              </Button>
            )}
          </FileButton>
          {preview && (
            <Button variant="subtle" color="red" onClick={remove} disabled={disabled || busy}>
              {t('imageUpload.remove')}
            </Button>
          )}
        </Group>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Box>
    </Input.Wrapper>
  );
}
