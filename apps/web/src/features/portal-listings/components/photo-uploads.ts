// The upload queue of the listing photos: each file is checked as the server would, uploaded (three at a
// time, with its progress), then attached to the listing in the order the files were chosen. A file that
// fails keeps its row with the server's sentence (and Retry when trying again can help); the others go on.
import type { LandlordPhotosResponse } from '@rentals/shared/resources/landlord-photos';
import { checkUploadFile } from '@rentals/shared/resources/uploads';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { photoErrorMessage, photosApi, uploadPhotoFile } from '../photos-api.ts';
import { freeSlots, splitByRoom } from './photo-order.ts';

export const PARALLEL_UPLOADS = 3;

export interface PhotoUpload {
  key: string;
  file: File;
  status: 'queued' | 'uploading' | 'attaching' | 'failed';
  /** Share of the bytes sent, 0..1. */
  progress: number;
  error: string | null;
  /** Whether sending the same file again could work (not for a file the server refused). */
  retriable: boolean;
}

interface Options {
  listingId: number;
  /** Photos the listing holds now. */
  held: number;
  max: number;
  onAttached: (answer: LandlordPhotosResponse, file: File) => void;
}

let sequence = 0;

export function usePhotoUploads({ listingId, held, max, onAttached }: Options) {
  const { t, i18n } = useTranslation();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const active = useRef(0);
  const waiting = useRef<(() => void)[]>([]);
  /** Resolves when the previous file's attach is over, so photos land in the order they were chosen. */
  const attachTurn = useRef<Promise<void>>(Promise.resolve());
  const aborts = useRef(new Set<AbortController>());
  const latest = useRef({ onAttached, listingId });
  latest.current = { onAttached, listingId };
  useEffect(() => {
    const inFlight = aborts.current;
    return () => {
      for (const controller of inFlight) controller.abort();
    };
  }, []);

  const patch = (key: string, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  };

  const slot = () =>
    new Promise<void>((resolve) => {
      if (active.current < PARALLEL_UPLOADS) {
        active.current += 1;
        resolve();
      } else waiting.current.push(resolve);
    });
  const release = () => {
    const next = waiting.current.shift();
    if (next) next();
    else active.current -= 1;
  };

  // Only refs and state setters are used: a call from an older render works the same.
  function run(key: string, file: File) {
    const previous = attachTurn.current;
    let done = () => {};
    attachTurn.current = new Promise<void>((resolve) => {
      done = resolve;
    });
    const controller = new AbortController();
    aborts.current.add(controller);
    void (async () => {
      try {
        await slot();
        let uploadId: number;
        try {
          patch(key, { status: 'uploading', progress: 0 });
          const uploaded = await uploadPhotoFile(file, (progress) => patch(key, { progress }), controller.signal);
          uploadId = uploaded.id;
        } finally {
          release();
        }
        await previous;
        patch(key, { status: 'attaching', progress: 1 });
        const answer = await photosApi.attach(latest.current.listingId, uploadId);
        setUploads((list) => list.filter((upload) => upload.key !== key));
        latest.current.onAttached(answer, file);
      } catch (error) {
        if (isApiError(error) && error.kind === 'aborted') return;
        patch(key, {
          status: 'failed',
          error: photoErrorMessage(error, ['file', 'photos', 'uploadId']),
          retriable: !(isApiError(error) && error.status === 422),
        });
      } finally {
        aborts.current.delete(controller);
        done();
      }
    })();
  }

  const pending = uploads.filter((upload) => upload.status !== 'failed').length;
  const free = freeSlots(held, pending, max);

  /** Queues the files: refused at once when the browser can tell (size, type) or when the listing is full. */
  function add(files: readonly File[]) {
    const locale = i18n.language === 'fr' ? 'fr' : 'en';
    const checked = files.map((file) => ({ file, problem: checkUploadFile('listing-photo', file, locale) }));
    const { fits, over } = splitByRoom(
      checked.filter((entry) => !entry.problem),
      free,
    );
    const fitting = new Set(fits);
    const rows: PhotoUpload[] = checked.map((entry) => ({
      key: `photo-upload-${++sequence}`,
      file: entry.file,
      status: entry.problem || !fitting.has(entry) ? 'failed' : 'queued',
      progress: 0,
      error: entry.problem ?? (over.includes(entry) ? t('listingPhotos.limitReached', { max }) : null),
      retriable: !entry.problem && over.includes(entry),
    }));
    setUploads((list) => [...list, ...rows]);
    for (const row of rows) if (row.status === 'queued') run(row.key, row.file);
  }

  function retry(key: string) {
    const upload = uploads.find((candidate) => candidate.key === key);
    if (upload?.status !== 'failed') return;
    if (free < 1) {
      patch(key, { error: t('listingPhotos.limitReached', { max }) });
      return;
    }
    patch(key, { status: 'queued', progress: 0, error: null });
    run(key, upload.file);
  }

  const dismiss = (key: string) => setUploads((list) => list.filter((upload) => upload.key !== key));

  return { uploads, free, add, retry, dismiss };
}
