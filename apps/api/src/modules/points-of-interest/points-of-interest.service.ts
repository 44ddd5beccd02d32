// A renter's points of interest (spec 3): listed, created (at most MAX_POINTS_OF_INTEREST each), changed and
// deleted by their owner only. Another user's point is never found: every statement filters on the owner.
import type { PointOfInterest } from '@rentals/shared/points-of-interest';
import {
  type CreatePointOfInterestInput,
  MAX_POINTS_OF_INTEREST,
  type UpdatePointOfInterestInput,
} from '@rentals/shared/resources/points-of-interest';
import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pointsOfInterest } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { lockUser } from '../../lib/users.ts';

const columns = {
  id: pointsOfInterest.id,
  name: pointsOfInterest.name,
  address: pointsOfInterest.address,
  city: pointsOfInterest.city,
  icon: pointsOfInterest.icon,
  latitude: pointsOfInterest.latitude,
  longitude: pointsOfInterest.longitude,
};

const limitReached = () => new HttpError(422, 'poiLimitReached', { max: MAX_POINTS_OF_INTEREST });

const owned = (userId: number, id: number) => and(eq(pointsOfInterest.id, id), eq(pointsOfInterest.userId, userId));

/** The renter's points, oldest first (the order they were added), leaving out `removedIds`. */
export async function listPointsOfInterest(
  db: Queryable,
  userId: number,
  removedIds: readonly number[] = [],
): Promise<PointOfInterest[]> {
  const mine = eq(pointsOfInterest.userId, userId);
  return db
    .select(columns)
    .from(pointsOfInterest)
    .where(removedIds.length > 0 ? and(mine, notInArray(pointsOfInterest.id, [...removedIds])) : mine)
    .orderBy(asc(pointsOfInterest.id));
}

/**
 * Adds a point; 422 when the renter already has MAX_POINTS_OF_INTEREST. The user's row is locked while
 * counting, so two requests at once cannot both pass the limit.
 */
export async function createPointOfInterest(
  db: Queryable,
  userId: number,
  input: Required<CreatePointOfInterestInput>,
): Promise<PointOfInterest> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [held] = await tx
      .select({ n: count().mapWith(Number) })
      .from(pointsOfInterest)
      .where(eq(pointsOfInterest.userId, userId));
    if ((held?.n ?? 0) >= MAX_POINTS_OF_INTEREST) throw limitReached();
    const [created] = await tx
      .insert(pointsOfInterest)
      .values({ userId, ...input })
      .returning(columns);
    if (!created) throw new Error('point of interest not created');
    return created;
  });
}

/** Changes the given fields of the renter's point; null when the renter has no point with that id. */
export async function updatePointOfInterest(
  db: Queryable,
  userId: number,
  { id, ...changes }: UpdatePointOfInterestInput,
): Promise<PointOfInterest | null> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(pointsOfInterest)
    .set({ ...set, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning(columns);
  return row ?? null;
}

/** Deletes the renter's point; false when the renter has no point with that id. */
export async function deletePointOfInterest(db: Queryable, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(pointsOfInterest).where(owned(userId, id)).returning({ id: pointsOfInterest.id });
  return deleted.length > 0;
}
