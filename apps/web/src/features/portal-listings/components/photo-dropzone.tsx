// Where photos are added: a drop zone for many files at once and a button for the file picker (both take
// several files). Disabled, with the reason, when the listing holds as many photos as it may.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { UPLOAD_KINDS } from '@rentals/shared/resources/uploads';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { type ComponentProps, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';

const SPEC = UPLOAD_KINDS['listing-photo'];

interface Props {
  /** How many more photos fit. */
  free: number;
  max: number;
  onFiles: (files: File[]) => void;
}

export function PhotoDropzone({ free, max, onFiles }: Props) {
  const { t } = useTranslation();
  const resetRef = useRef<() => void>(null);
  const full = free < 1;
  const hint = t('listingPhotos.dropHint', { types: SPEC.typeNames, max: SPEC.maxMegabytes });

  return (
    <Stack gap="xs">
      <Dropzone
        // Refused files come through too: the queue says why, with the server's sentence.
        onDrop={() => {}}
        onDropAny={(accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)])}
        accept={[...SPEC.mimeTypes]}
        multiple
        disabled={full}
        activateOnClick={false}
        p="md"
        data-testid="photo-dropzone"
        aria-disabled={full}
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconUpload size={32} stroke={1.5} aria-hidden />
          <div>
            <Text fw={500}>{t('listingPhotos.dropTitle')}</Text>
            <Text size="sm" c="dimmed">
              {full ? t('listingPhotos.full', { max }) : hint}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group>
        <FileButton
          multiple
          accept={SPEC.accept}
          resetRef={resetRef}
          disabled={full}
          onChange={(files) => {
            resetRef.current?.(); // choosing the same files again still counts
            if (files.length > 0) onFiles(files);
          }}
          inputProps={{ 'data-testid': 'photo-file-input' } as ComponentProps<'input'>}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />} disabled={full}>
              {t('listingPhotos.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
