// The renter profile's public surface for other features (the inquiry form prefills the move-in date).
export { renterProfileApi, renterProfileKeys, useRenterProfile } from './api.ts';
