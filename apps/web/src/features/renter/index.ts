export { EMPTY_RENTER, selectFavouriteCount, useRenterStore } from './store.ts';
