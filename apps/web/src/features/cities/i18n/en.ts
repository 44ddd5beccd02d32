// English texts of the public cities index; registered by index.ts when its chunk loads (French in fr.ts).
export const en = {
  cities: {
    title: 'Rentals by city',
    intro: 'Choose a city to see its apartments and houses for rent.',
    home: 'Home',
    breadcrumbs: 'Breadcrumbs',
    allInProvince: 'All rentals in {{name}}',
    listingCount_one: '{{count}} rental',
    listingCount_other: '{{count}} rentals',
    empty: 'No rentals are listed right now.',
  },
};
