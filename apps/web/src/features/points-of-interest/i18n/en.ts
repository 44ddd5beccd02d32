// English texts of points of interest that the search page's first download needs: the distances on cards,
// "My places" and the sort by distance (registered by index.ts). The modal's and the listing page's texts
// are in en-places.ts, registered by places.ts with their lazy chunks.
export const en = {
  poi: {
    myPlaces: 'My places',
    myPlacesCount: 'My places ({{count}})',
    myPlacesHint: 'See how far each listing is from the places you go often',
    byMode: {
      walk: '{{time}} walk',
      bike: '{{time}} by bike',
      transit: '{{time}} by transit',
      drive: '{{time}} by car',
    },
    minutes: '{{count}} min',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    hours: '{{hours}} h',
    cardLine: '{{name}}: {{distance}} · {{time}}',
    more: '+{{count}} more',
    distancesLabel: 'Distances to your places',
    sortBy: 'Distance to {{name}}',
    sortByChosen: 'Distance to the chosen place',
  },
};
