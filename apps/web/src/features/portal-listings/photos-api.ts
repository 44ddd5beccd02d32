// The listing photos' calls. A file goes to the one upload path (POST admin/uploads?kind=listing-photo) by
// XMLHttpRequest, the one browser API that reports upload progress everywhere (fetch only reports download
// progress), then is attached to the listing by its upload id; the other writes go through the API client.
// Every write answers the listing's photos as they now are, which replace the cached list.
import type { LandlordPhoto, LandlordPhotosResponse } from '@rentals/shared/resources/landlord-photos';
import { landlordPhotosPath } from '@rentals/shared/resources/landlord-photos';
import { UPLOAD_FIELD, type UploadResponse } from '@rentals/shared/resources/uploads';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  api,
  buildUrl,
  clientHeaders,
  isApiError,
  readCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../lib/api-client.ts';

export const photoKeys = {
  list: (listingId: number) => ['landlord-listing-photos', listingId] as const,
};

/** The landlord's listings table shows photo counts: its pages are stale after a photo write. */
const LISTINGS_LIST_KEY = ['landlord/listings', 'list'] as const;

export const photosApi = {
  list: (listingId: number, signal?: AbortSignal) =>
    api.get<LandlordPhotosResponse>(landlordPhotosPath(listingId), { signal }),
  attach: (listingId: number, uploadId: number) =>
    api.post<LandlordPhotosResponse & { photo: LandlordPhoto }>(landlordPhotosPath(listingId), { uploadId }),
  updateAlt: (listingId: number, photoId: number, alt: string) =>
    api.patch<LandlordPhotosResponse>(`${landlordPhotosPath(listingId)}/${photoId}`, { alt }),
  reorder: (listingId: number, photoIds: number[]) =>
    api.put<LandlordPhotosResponse>(`${landlordPhotosPath(listingId)}/order`, { photoIds }),
  remove: (listingId: number, photoId: number) =>
    api.delete<LandlordPhotosResponse>(`${landlordPhotosPath(listingId)}/${photoId}`),
};

export function useListingPhotos(listingId: number) {
  return useQuery({
    queryKey: photoKeys.list(listingId),
    queryFn: ({ signal }) => photosApi.list(listingId, signal),
  });
}

/** Puts a write's answer in the cache (or the list as it should look, before the server has answered). */
export function usePhotosCache(listingId: number) {
  const client = useQueryClient();
  return {
    get: () => client.getQueryData<LandlordPhotosResponse>(photoKeys.list(listingId)),
    set: (answer: LandlordPhotosResponse) => {
      client.setQueryData(photoKeys.list(listingId), answer);
      void client.invalidateQueries({ queryKey: LISTINGS_LIST_KEY });
    },
    refetch: () => client.invalidateQueries({ queryKey: photoKeys.list(listingId) }),
  };
}

/** The first message of a failed call: the field's (file, photos, uploadId, alt...) or the summary. */
export function photoErrorMessage(error: unknown, fields: string[] = []): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) return message;
  }
  return error.message;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Uploads one photo through POST admin/uploads?kind=listing-photo with the session's headers, reporting the
 * share of bytes sent (0..1). Fails with an ApiError as the API client would (errors.file on a refused file).
 */
export function uploadPhotoFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  const { token, language, hooks } = clientHeaders();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError('Request aborted', { status: 0, kind: 'aborted' }));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('admin/uploads', { kind: 'listing-photo' }));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept-Language', language);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText) as { message?: string; errors?: Record<string, string[]> } | undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as unknown as UploadResponse);
        return;
      }
      const error = new ApiError(body?.message || `Request failed with status code ${xhr.status}`, {
        status: xhr.status,
        kind: 'http',
        errors: body?.errors,
        body,
      });
      if (xhr.status === 401) hooks.onUnauthenticated(error);
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError('Network Error', { status: 0, kind: 'network' }));
    xhr.onabort = () => reject(new ApiError('Request aborted', { status: 0, kind: 'aborted' }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append(UPLOAD_FIELD, file);
    xhr.send(body);
  });
}
