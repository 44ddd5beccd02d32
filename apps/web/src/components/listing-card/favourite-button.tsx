// The heart on cards and the listing page: reflects and toggles the renter's favourites (spec 4), which the
// app provides (listing-card-slots.ts); nothing without them. Its code (heart.tsx) is a chunk of its own,
// hydrated after the cards (lib/hydrate-later.tsx): the server HTML shows it, disabled, meanwhile.
import { hydrateLater } from '../../lib/hydrate-later.tsx';
// The heart's styles come with the page, not with its later chunk: the server HTML shows the heart before then.
import classes from './heart.module.css';
import type { HeartProps } from './heart.tsx';
import { useListingCardSlots } from './listing-card-slots.ts';

const Heart = hydrateLater(() => import('./heart.tsx').then((m) => m.Heart));
// Asked for as soon as a page with cards loads: in before most cards are.
export const preloadFavouriteButton = Heart.preload;
void preloadFavouriteButton();

export function FavouriteButton(props: Omit<HeartProps, 'favourites'>) {
  const { favourites } = useListingCardSlots();
  return favourites ? (
    <Heart {...props} className={`${classes.heart} ${props.className ?? ''}`} favourites={favourites} />
  ) : null;
}
