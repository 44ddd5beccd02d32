// English texts of the home page's blocks (registered by index.ts when this chunk loads); the hero's and the
// search box's are the shell's (lib/i18n/en.ts, key `home`).
export const en = {
  homePage: {
    popularCities: 'Popular cities',
    cityListings_one: '{{formatted}} rental',
    cityListings_other: '{{formatted}} rentals',
    featured: 'Featured rentals',
    newest: 'Newest rentals',
    seeAll: 'See all rentals',
    provinces: 'Browse by province or state',
    countries: {
      CA: 'Canada',
      US: 'United States',
    },
    provinceLink: '{{name}} ({{formatted}})',
    trendTitle: 'Rents in {{city}}',
    trendIntro: 'Median monthly rent of the listings that went live in {{month}}, by number of bedrooms.',
    trendBeds: 'Bedrooms',
    trendMedian: 'Median rent',
    trendListings: 'Listings',
    studio: 'Studio',
    beds_one: '{{count}} bedroom',
    beds_other: '{{count}} bedrooms',
    bedsPlus: '{{count}}+ bedrooms',
    noData: '–',
    trendLink: 'Browse rentals in {{city}}',
    loading: 'Loading the home page',
    empty: 'No rentals are listed yet. Come back soon.',
    errorTitle: 'The listings could not be loaded',
    errorBody: 'Check your connection and try again.',
  },
};
