// The listing's photos: a main image in a fixed frame (no layout shift), previous/next buttons, arrow keys,
// a counter, thumbnails and a full-screen view. A placeholder stands in when there are no photos.
// Every image has the photo's width and height (its aspect ratio) and its WebP variants (srcset, with the
// sizes of PHOTO_SIZES); the first photo is the page's largest image: fetched first, and preloaded by the
// server's HTML with the same srcset and sizes. The thumbnails load lazily.
import { ActionIcon, UnstyledButton } from '@mantine/core';
import { PHOTO_SIZES, photoSrcSet } from '@rentals/shared/resources/listing-photos';
import type { Photo } from '@rentals/shared/resources/listings';
import { IconArrowsMaximize, IconChevronLeft, IconChevronRight, IconPhotoOff } from '@tabler/icons-react';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import classes from './photo-gallery.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

// Mantine's Modal (with its scroll area, focus trap and floating-ui: ~30 KB gzipped) loads on the first
// opening of the full-screen view, not with the page.
const FullScreenView = lazy(() => import('./full-screen-view.tsx').then((m) => ({ default: m.FullScreenView })));

interface PhotoGalleryProps {
  photos: Photo[];
  /** Names the photos for screen readers when a photo has no alt text of its own. */
  title: string;
}

export function PhotoGallery({ photos, title }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // Mounted from the first opening on, so it closes with its transition and opens again at once.
  const [wanted, setWanted] = useState(false);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className={classes.frame} data-testid="listing-gallery">
        <div className={classes.placeholder}>
          <IconPhotoOff size={40} aria-hidden />
          <span>{t('listing.gallery.noPhotos')}</span>
        </div>
      </div>
    );
  }

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const previous = () => show(index - 1);
  const next = () => show(index + 1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };
  const counter = t('listing.gallery.counter', { current: index + 1, total: count });
  const alt = (photo: Photo, at: number) =>
    photo.alt || t('listing.gallery.photoAlt', { title, current: at + 1, total: count });

  const arrows = count > 1 && (
    <>
      <ActionIcon
        className={`${classes.arrow} ${classes.previous}`}
        variant="white"
        color="dark"
        radius="xl"
        size="xl"
        onClick={previous}
        aria-label={t('listing.gallery.previous')}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <ActionIcon
        className={`${classes.arrow} ${classes.next}`}
        variant="white"
        color="dark"
        radius="xl"
        size="xl"
        onClick={next}
        aria-label={t('listing.gallery.next')}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
    </>
  );

  return (
    <section
      className={classes.gallery}
      aria-roledescription={t('listing.gallery.roleDescription')}
      aria-label={t('listing.gallery.label')}
      onKeyDown={onKeyDown}
      data-testid="listing-gallery"
    >
      <div className={classes.frame}>
        <UnstyledButton
          className={classes.mainButton}
          onClick={() => {
            setWanted(true);
            setFullScreen(true);
          }}
          aria-label={t('listing.gallery.openFullScreen', { current: index + 1, total: count })}
        >
          <img
            className={classes.mainImage}
            src={current.url}
            srcSet={photoSrcSet(current)}
            sizes={PHOTO_SIZES.gallery}
            alt={alt(current, index)}
            width={current.width}
            height={current.height}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding={index === 0 ? undefined : 'async'}
          />
        </UnstyledButton>
        {arrows}
        <span className={classes.counter} aria-live="polite" data-testid="gallery-counter">
          {counter}
        </span>
        <span className={classes.expand} aria-hidden>
          <IconArrowsMaximize size={18} />
        </span>
      </div>

      {count > 1 && (
        <ul className={classes.thumbnails} aria-label={t('listing.gallery.thumbnails')}>
          {photos.map((photo, at) => (
            <li key={photo.id}>
              <UnstyledButton
                className={classes.thumbnail}
                onClick={() => show(at)}
                aria-label={t('listing.gallery.showPhoto', { current: at + 1, total: count })}
                aria-current={at === index ? 'true' : undefined}
                data-active={at === index || undefined}
              >
                <img
                  src={photo.url}
                  srcSet={photoSrcSet(photo)}
                  sizes={PHOTO_SIZES.thumbnail}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}

      {wanted && (
        <Suspense fallback={null}>
          <FullScreenView
            opened={fullScreen}
            onClose={() => setFullScreen(false)}
            title={t('listing.gallery.modalTitle', { title })}
            closeLabel={t('listing.gallery.closeFullScreen')}
          >
            {/* The dialog is portalled, but its key presses bubble to the gallery's handler through React. */}
            <div className={classes.modalStage}>
              {/* Not lazy: the view opens on it. */}
              <img
                className={classes.modalImage}
                src={current.url}
                srcSet={photoSrcSet(current)}
                sizes={PHOTO_SIZES.fullScreen}
                alt={alt(current, index)}
                width={current.width}
                height={current.height}
                decoding="async"
              />
              {arrows}
              <span className={classes.counter}>{counter}</span>
            </div>
          </FullScreenView>
        </Suspense>
      )}
    </section>
  );
}
