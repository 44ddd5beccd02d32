// The order logic of the listing photos, kept apart from the components so it is tested on its own: where a
// drag or "Make cover" puts each photo, and how many more files a listing can take.
import type { LandlordPhoto } from '@rentals/shared/resources/landlord-photos';

/** The ids after moving `activeId` to where `overId` is (the others shift), as a sortable grid does. */
export function movedIds(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The ids with `id` first (the cover), the others in their order. */
export function coverFirst(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [id, ...ids.filter((other) => other !== id)] : [...ids];
}

/** The photos in the order of `ids`, positions renumbered (what the server will answer). */
export function inOrder(photos: readonly LandlordPhoto[], ids: readonly number[]): LandlordPhoto[] {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return ids.flatMap((id, position) => {
    const photo = byId.get(id);
    return photo ? [{ ...photo, position }] : [];
  });
}

export const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => b[index] === id);

/** How many more photos fit: the limit less those held and those still on their way. */
export function freeSlots(held: number, pending: number, max: number): number {
  return Math.max(0, max - held - pending);
}

/** The files that fit in `free` slots, in the order given, and those that do not. */
export function splitByRoom<T>(files: readonly T[], free: number): { fits: T[]; over: T[] } {
  return { fits: files.slice(0, free), over: files.slice(free) };
}
