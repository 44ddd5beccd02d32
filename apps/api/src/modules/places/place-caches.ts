// A place edit must show on the next request: the in-process caches that hold place names, slugs, coordinates
// or metro membership are dropped after the commit (the server-rendered pages' cache is cleared by any write).
import type { Queryable } from '../../db/client.ts';
import type { WriteContext } from '../../lib/resources/index.ts';
import { forgetHomePage } from '../home/home.service.ts';
import { forgetCityNames } from '../search/city-names.ts';
import { forgetCitiesBySlugs } from '../search/city-page.ts';
import { forgetStatsCities } from '../search/map-markers.ts';

export function forgetPlaceCaches(db: Queryable): void {
  forgetCityNames(db);
  forgetCitiesBySlugs(db);
  forgetStatsCities(db);
  forgetHomePage(db);
}

/** After the write's commit (a reader in between would cache the old values again). */
export function forgetPlaceCachesAfterCommit(ctx: WriteContext): void {
  ctx.afterCommit(async () => forgetPlaceCaches(ctx.app.db));
}
