// English texts of the renter area's list frame and its map popups (registered by index.ts when this chunk
// loads). In the US region "favourite" is shown "favorite" (lib/i18n's post-processor).
export const en = {
  listingsView: {
    loadError: 'These listings could not be loaded.',
    loading: 'Loading listings…',
    results: 'Listings',
    pages: 'Pages',
    page: 'Page {{page}}',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    mapError: 'The map markers could not be loaded.',
    moreElsewhere_one: '{{count}} more on another page',
    moreElsewhere_other: '{{count}} more on other pages',
    popupError: 'This rental could not be loaded.',
  },
};
