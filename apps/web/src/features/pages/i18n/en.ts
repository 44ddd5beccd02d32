// English texts of public pages (features/pages); their French is in fr.ts (the French pack).
export const en = {
  publicPage: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    seeRentals: 'See rentals in {{city}}',
    newestIn: 'Newest rentals in {{city}}',
    featured: 'Featured rentals',
    searchTitle: 'Search rentals',
  },
};
