// A photo's alt text, edited in place and saved when the field loses focus (or on Enter), with what happened
// said under it: saving, saved, or the server's sentence (too long, in the page's language).
import { Loader, TextInput } from '@mantine/core';
import { ALT_TEXT_MAX, type LandlordPhotosResponse } from '@rentals/shared/resources/landlord-photos';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { photoErrorMessage, photosApi } from '../photos-api.ts';

interface Props {
  listingId: number;
  photoId: number;
  position: number;
  alt: string;
  onSaved: (answer: LandlordPhotosResponse) => void;
}

type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string };

export function PhotoAltInput({ listingId, photoId, position, alt, onSaved }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(alt);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // The saved text changed (this field's save, another tab, a refetch): show it, unless the field holds a
  // refused text the landlord still has to fix.
  const [savedAlt, setSavedAlt] = useState(alt);
  if (alt !== savedAlt) {
    setSavedAlt(alt);
    if (state.kind !== 'failed') setValue(alt);
  }

  async function save() {
    const next = value.trim();
    if (next === alt) {
      setValue(alt);
      if (state.kind === 'failed') setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'saving' });
    try {
      const answer = await photosApi.updateAlt(listingId, photoId, next);
      setValue(next);
      setState({ kind: 'saved' });
      onSaved(answer);
    } catch (error) {
      setState({ kind: 'failed', message: photoErrorMessage(error, ['alt']) });
    }
  }

  const label = t('listingPhotos.altLabelOf', { position });
  return (
    <TextInput
      size="xs"
      label={t('listingPhotos.altLabel')}
      aria-label={label}
      placeholder={t('listingPhotos.altPlaceholder')}
      value={value}
      maxLength={ALT_TEXT_MAX + 50}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        if (state.kind === 'saved') setState({ kind: 'idle' });
      }}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
      error={state.kind === 'failed' ? state.message : undefined}
      description={
        state.kind === 'saving'
          ? t('listingPhotos.altSaving')
          : state.kind === 'saved'
            ? t('listingPhotos.altSaved')
            : undefined
      }
      rightSection={
        state.kind === 'saving' ? (
          <Loader size={12} />
        ) : state.kind === 'saved' ? (
          <IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={{ role: 'status' }}
      data-testid={`photo-alt-${photoId}`}
    />
  );
}
