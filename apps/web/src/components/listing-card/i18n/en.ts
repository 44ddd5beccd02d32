// English texts of the listing card (registered by index.ts when this chunk loads).
export const en = {
  listingCard: {
    perMonth: '{{rent}}/month',
    totalMonthly: '{{total}} total monthly',
    studio: 'Studio',
    beds_one: '{{count}} bed',
    beds_other: '{{count}} beds',
    baths_one: '{{formatted}} bath',
    baths_other: '{{formatted}} baths',
    sqft: '{{value}} sq ft',
    streetWithUnit: '{{street}}, unit {{unit}}',
    availableNow: 'Available now',
    availableOn: 'Available {{date}}',
    verified: 'Verified landlord',
    featured: 'Featured',
    furnished: 'Furnished',
    noPhoto: 'No photo yet',
    addFavourite: 'Add {{title}} to favourites',
    removeFavourite: 'Remove {{title}} from favourites',
  },
};
