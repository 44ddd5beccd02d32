// English texts of the list and map frame (registered by index.ts when this chunk loads).
export const en = {
  listMap: {
    view: 'Show',
    list: 'List',
    map: 'Map',
  },
};
