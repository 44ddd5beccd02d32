// Points of interest (spec 7 "Renter"): GET points-of-interest, POST point-of-interest, PATCH
// point-of-interest, DELETE points-of-interest/{id}. A signed-in renter's points load the first time a card,
// the search page or a listing page needs them (one query per user, on the shared query client so cards work
// wherever they are rendered). The query is the one source: create appends to it, delete removes by id (spec 4),
// and the renter store's list (spec 3) is written from it in one place, null while signed out, loading or after
// a failed load (spec 8). Types only from the shared schemas: no zod in this chunk.
import type { PointOfInterest } from '@rentals/shared/points-of-interest';
import type {
  CreatePointOfInterestInput,
  UpdatePointOfInterestInput,
} from '@rentals/shared/resources/points-of-interest';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '../../lib/api-client.ts';
import { sharedQueryClient } from '../../lib/query-client.ts';
import { useAuthStore } from '../auth/index.ts';
import { useRenterStore } from '../renter/index.ts';

export const poiKeys = {
  all: ['points-of-interest'] as const,
  list: (userId: number | null) => ['points-of-interest', userId] as const,
};

export const poiApi = {
  list: (signal?: AbortSignal) => api.get<{ pointsOfInterest: PointOfInterest[] }>('points-of-interest', { signal }),
  create: (input: CreatePointOfInterestInput) =>
    api.post<{ pointOfInterest: PointOfInterest }>('point-of-interest', input),
  update: (input: UpdatePointOfInterestInput) =>
    api.patch<{ pointOfInterest: PointOfInterest }>('point-of-interest', input),
  remove: (id: number) => api.delete<{ message: string }>(`points-of-interest/${id}`),
};

const signedInUserId = () => useAuthStore.getState().user?.id ?? null;

/** Changes the signed-in renter's list in the query cache; the renter store follows (usePointsOfInterest). */
function updatePoints(update: (points: PointOfInterest[]) => PointOfInterest[]) {
  sharedQueryClient().setQueryData<PointOfInterest[]>(poiKeys.list(signedInUserId()), (old) => update(old ?? []));
}

/**
 * The signed-in renter's points of interest: `points` is null while signed out, while loading and after a
 * failed load (the store's list is then null too); `query` tells which, and refetches.
 */
export function usePointsOfInterest() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const query = useQuery(
    {
      queryKey: poiKeys.list(userId),
      queryFn: async ({ signal }) => (await poiApi.list(signal)).pointsOfInterest,
      enabled: userId !== null,
      // Changes come through this feature, which updates the cache itself.
      staleTime: Number.POSITIVE_INFINITY,
    },
    sharedQueryClient(),
  );
  const points = userId !== null && !query.isError ? (query.data ?? null) : null;
  // The store's list is this one: signed out, nothing of the previous session's places stays on this device.
  useEffect(() => {
    if (useRenterStore.getState().pointsOfInterest !== points) useRenterStore.setState({ pointsOfInterest: points });
  }, [points]);
  return { points, query, signedIn: userId !== null };
}

/** Creates (no id) or updates (an id: edit mode) a point; the list gains it at the end, or has it replaced. */
export async function savePointOfInterest(
  input: CreatePointOfInterestInput & { id?: number | undefined },
): Promise<PointOfInterest> {
  const { id, ...fields } = input;
  if (id === undefined) {
    const { pointOfInterest } = await poiApi.create(fields);
    updatePoints((points) => [...points, pointOfInterest]);
    return pointOfInterest;
  }
  const { pointOfInterest } = await poiApi.update({ id, ...fields });
  updatePoints((points) => points.map((point) => (point.id === id ? pointOfInterest : point)));
  return pointOfInterest;
}

/** Deletes a point; the list loses it by id. A point already gone (404) is removed all the same. */
export async function deletePointOfInterest(id: number): Promise<void> {
  try {
    await poiApi.remove(id);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  updatePoints((points) => points.filter((point) => point.id !== id));
}
