// English texts of the listings map (registered by index.ts when this chunk loads).
export const en = {
  map: {
    label: 'Map of rentals',
    loading: 'Loading the map…',
    loadError: 'The map could not be loaded.',
    markersError: 'The map markers could not be loaded.',
    markerSingle: 'Rental for {{price}}/month',
    markerMany: '{{formatted}} rentals from {{price}}',
    featured: '{{label}}, featured',
    popupTitle_one: '{{formatted}} rental',
    popupTitle_other: '{{formatted}} rentals',
    popupError: 'These rentals could not be loaded.',
    showMore: 'Show more',
  },
};
