export {
  EMPTY_RENTER,
  newRecommendedCount,
  selectFavouriteCount,
  selectIsFavourite,
  useRenterStore,
} from './store.ts';
