// The tiles every Leaflet map shows: the site's tile server and attribution (site settings), or OpenStreetMap's.
import { useSiteStore } from '../../lib/site/store.ts';

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The TileLayer's url and attribution. */
export function useMapTiles(): { url: string; attribution: string } {
  const url = useSiteStore((s) => s.settings?.mapTileUrl) || DEFAULT_TILE_URL;
  const attribution = useSiteStore((s) => s.settings?.mapAttribution) || DEFAULT_ATTRIBUTION;
  return { url, attribution };
}
