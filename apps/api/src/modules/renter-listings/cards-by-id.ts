import type { ListingCard } from '@rentals/shared/resources/listings';
import type { Queryable } from '../../db/client.ts';
import { loadCards } from '../listings/listing-cards.ts';

/** The cards of the listings among `ids` that are still active, by id (the renter's lists skip the others). */
export async function cardsById(db: Queryable, ids: readonly number[]): Promise<Map<number, ListingCard>> {
  const cards = await loadCards(db, [...new Set(ids)]);
  return new Map(cards.map((card) => [card.id, card]));
}
