// The gallery's full-screen view: a full-screen Mantine Modal styled for photos (loaded on first use by
// photo-gallery.tsx, which gives the image, arrows and counter as children).
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './photo-gallery.module.css';

interface FullScreenViewProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

export function FullScreenView({ opened, onClose, title, closeLabel, children }: FullScreenViewProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      classNames={{
        body: classes.modalBody,
        content: classes.modalContent,
        header: classes.modalHeader,
        close: classes.modalClose,
      }}
      data-testid="gallery-modal"
    >
      {children}
    </Modal>
  );
}
