// What the benchmark measures: each scenario's API requests and the same work run directly through pg.
// Search, the listing page, autocomplete and the back-office lists call the functions their routes call (every
// statement the endpoint runs: the page of ids, the total and the cards or rows), minus HTTP, validation and
// JSON; markers time the very SQL the endpoint runs (the builders of modules/search). The server-rendered city
// page has no SQL of its own here: it is compared with the JSON search of the same page instead.
import { listQuerySchema } from '@rentals/shared';
import { landlordLeadFiltersSchema } from '@rentals/shared/resources/landlord-leads';
import { landlordListingFiltersSchema } from '@rentals/shared/resources/landlord-listings';
import { listingSearchQuerySchema, mapMarkersQuerySchema } from '@rentals/shared/resources/listings';
import { userFiltersSchema } from '@rentals/shared/resources/user-management';
import { type Database, queryRows } from '../apps/api/src/db/client.ts';
import type { AnyResource } from '../apps/api/src/lib/resources/index.ts';
import { type ListParams, listPage } from '../apps/api/src/lib/resources/list.ts';
import { listingAnalytics } from '../apps/api/src/modules/landlord/analytics/analytics.service.ts';
import { leadsResource } from '../apps/api/src/modules/landlord/leads/leads.resource.ts';
import { landlordListingsResource } from '../apps/api/src/modules/landlord/listings/landlord-listings.resource.ts';
import { listingsPermalink } from '../apps/api/src/modules/listings/listing-cards.ts';
import {
  countView,
  findPublicListing,
  loadListingDetail,
  sharedLocationListings,
} from '../apps/api/src/modules/listings/listing-detail.ts';
import { autocomplete } from '../apps/api/src/modules/search/autocomplete.ts';
import { type ClusterRow, mapMarkers, statsClustersSql } from '../apps/api/src/modules/search/map-markers.ts';
import { searchListings } from '../apps/api/src/modules/search/search.service.ts';
import { supportSearchResources } from '../apps/api/src/modules/support-search/index.ts';
import { usersResource } from '../apps/api/src/modules/user-management/users.resource.ts';
import type { BenchAdmin, DatabaseFacts } from './database.ts';
import type { BenchLandlord } from './landlord-portfolio.ts';
import type { SqlWork } from './sql-timing.ts';

export interface Budget {
  /** p95 at most this many milliseconds. */
  p95Ms: number;
  /** API p95 at most this many times the SQL p95. */
  maxRatio?: number;
}

export interface Scenario {
  name: string;
  /** Request paths (under the API's origin), sent in turn. */
  paths: string[];
  /** Sent with every request (the back office's bearer token; `accept` replaces application/json). */
  headers?: Record<string, string>;
  /** The same work without HTTP; absent for a page, which `compareTo` measures against its JSON instead. */
  sql?: SqlWork;
  budget?: Budget;
  /** Another scenario's name: the report gives this one's p95 as a ratio to that one's. */
  compareTo?: string;
  /**
   * What the first path answers, in a few words ("3,464 matches"), so the report says how big the work is: given
   * the parsed JSON, or the text of any other answer (HTML).
   */
  describe: (body: never) => string;
}

const n = (value: number) => value.toLocaleString('en-US');
const describeSearch = (body: { pagination: { total: number | null; totalIsEstimate: boolean } }) =>
  `${body.pagination.totalIsEstimate ? 'about ' : ''}${n(body.pagination.total ?? 0)} matches`;
const describeMarkers = (body: { markers: unknown[]; count: number }) =>
  `${n(body.markers.length)} markers for ${n(body.count)} listings`;

/** Bounds as the API takes them: north, east, south, west. */
const BOUNDS = {
  toronto: '43.855,-79.115,43.58,-79.64',
  canadaAndUs: '72,-52,24,-168',
  ontario: '50,-74,41.5,-96',
  downtownToronto: '43.75,-79.2,43.6,-79.6',
};

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The routes' query schemas: the SQL below is built from what the route sees after validation. */
const markersQuerySchema = mapMarkersQuerySchema.required({ bounds: true });

/** GET listings: what the route calls, so every statement it runs (page of ids, total, cards). */
function searchSql(params: Record<string, string>): SqlWork {
  const criteria = listingSearchQuerySchema.parse(params);
  return (db) => searchListings(db, criteria);
}

/**
 * GET map-markers: the statements mapMarkers runs for this request, in its order. A wide view without
 * filters is timed as statsClustersSql, the statement the API computes in memory from a per-minute cache.
 */
function markersSql(params: Record<string, string>): SqlWork {
  const request = markersQuerySchema.parse(params);
  // The API's own decisions, with the wide-view city stats read by their SQL instead of the in-memory cache.
  return async (db) => {
    await mapMarkers(db, request, new Date(), (db, r) => queryRows<ClusterRow>(db, statsClustersSql(r)));
  };
}

/** GET /api/admin/users's query, as the route validates it (the list contract and the resource's filters). */
const usersQuerySchema = listQuerySchema.extend(userFiltersSchema.shape);
const describeList = (body: { data: unknown[]; meta: { total: number; totalIsEstimate?: boolean } }) =>
  `${n(body.data.length)} rows of ${body.meta.totalIsEstimate ? 'about ' : ''}${n(body.meta.total)}`;

/** GET /api/admin/users: what the route calls (the page, its roles, the capped count), minus HTTP. */
function usersListSql(admin: BenchAdmin, params: Record<string, string>): SqlWork {
  const parsed = usersQuerySchema.parse(params) as ListParams;
  return (db) => listPage(db, usersResource, admin.user, parsed);
}

/** GET listing/{id}?includeSharedLocationListings=1: what the route does, minus HTTP. */
function listingPageSql(ids: readonly number[]): SqlWork {
  return async (db: Database, round) => {
    const id = ids[round % ids.length] as number;
    const [row, permalink] = await Promise.all([findPublicListing(db, id), listingsPermalink(db)]);
    if (!row) throw new Error(`listing ${id} is not public`);
    await Promise.all([
      loadListingDetail(db, row, permalink),
      sharedLocationListings(db, row, permalink),
      countView(db, id),
    ]);
  };
}

/** What a browser sends: the server compresses the page (and its JSON) on the fly, and that is part of the work. */
const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' };

/**
 * The public page of the city with the most listings, server-rendered (DESIGN section 9: p95 <= 80 ms), and the
 * JSON search the same page makes without filters, which the report compares it with.
 */
/** More addresses than a scenario's runs request at the rendering rate, so none is answered from the page cache. */
const UNCACHED_ADDRESSES = 20_000;

function cityPage(city: NonNullable<DatabaseFacts['biggestCity']>): Scenario[] {
  const params = { cityId: String(city.id) };
  const jsonName = `search: ${city.name} city page JSON (cityId)`;
  // Cards link to listing pages under the city's path: how many are in the HTML says whether it was rendered.
  const describeHtml = (html: string) => {
    const kb = Math.round(Buffer.byteLength(html) / 1024);
    const cards = new Set(html.match(new RegExp(`href="${city.path}/[^"]+"`, 'g')) ?? []).size;
    const rendered = html.includes('<div id="root"></div>')
      ? 'the app shell only (not rendered)'
      : `${cards} listing links`;
    return `${city.path} (${n(city.active)} listings): ${n(kb)} KB of HTML, ${rendered}`;
  };
  return [
    {
      name: jsonName,
      paths: [`/api/listings?${query(params)}`],
      headers: BROWSER_ENCODING,
      sql: searchSql(params),
      budget: { p95Ms: 50 },
      describe: describeSearch,
    },
    {
      // The busiest page: after its first render, the server's page cache (PAGE_CACHE_SECONDS) answers it.
      name: 'city page HTML (server-rendered)',
      paths: [city.path],
      headers: { ...BROWSER_ENCODING, accept: 'text/html' },
      budget: { p95Ms: 80 },
      compareTo: jsonName,
      describe: describeHtml,
    },
    {
      // The same page at a new address each request (a parameter the page ignores), so every one is rendered:
      // what a page the cache does not hold costs.
      name: 'city page HTML, never cached (rendered each request)',
      paths: Array.from({ length: UNCACHED_ADDRESSES }, (_, i) => `${city.path}?bench=${i}`),
      headers: { ...BROWSER_ENCODING, accept: 'text/html' },
      compareTo: jsonName,
      describe: describeHtml,
    },
  ];
}

/** GET landlord/listings and GET landlord/leads: their routes' query schemas (the list contract and the filters). */
const landlordListingsQuerySchema = listQuerySchema.extend(landlordListingFiltersSchema.shape);
const landlordLeadsQuerySchema = listQuerySchema.extend(landlordLeadFiltersSchema.shape);

/** A landlord list: what its route calls (listPage with the resource: the page, its rows' extras, the capped count). */
function landlordListSql(
  landlord: BenchLandlord,
  resource: AnyResource,
  schema: typeof landlordListingsQuerySchema | typeof landlordLeadsQuerySchema,
  params: Record<string, string>,
): SqlWork {
  const parsed = schema.parse(params) as ListParams;
  return (db) => listPage(db, resource, landlord.user, parsed);
}

/**
 * A street name in ~1.7% of the generated addresses (342 of the bench company's listings): what a landlord types
 * to find their units on a street. Common on purpose: the list's capped count reads every match.
 */
export const LANDLORD_LISTINGS_SEARCH = 'maple';

/**
 * Issue 13 section 5: the portal's lists for a company of 20,000 listings and 200,000 leads (landlord-portfolio.ts),
 * p95 <= 50 ms at 4 connections, and one listing's analytics, p95 <= 30 ms.
 */
function landlordScenarios(landlord: BenchLandlord): Scenario[] {
  const budget: Budget = { p95Ms: 50 };
  const list = (
    name: string,
    path: string,
    resource: AnyResource,
    schema: typeof landlordListingsQuerySchema | typeof landlordLeadsQuerySchema,
    params: Record<string, string>,
  ): Scenario => ({
    name,
    paths: [`/api${path}${Object.keys(params).length ? `?${query(params)}` : ''}`],
    headers: landlord.headers,
    sql: landlordListSql(landlord, resource, schema, params),
    budget,
    describe: describeList,
  });
  const listings = (name: string, params: Record<string, string>) =>
    list(
      `landlord listings: ${name}`,
      '/landlord/listings',
      landlordListingsResource,
      landlordListingsQuerySchema,
      params,
    );
  const leads = (name: string, params: Record<string, string>) =>
    list(`landlord leads: ${name}`, '/landlord/leads', leadsResource, landlordLeadsQuerySchema, params);
  const ids = landlord.listingIds;
  return [
    // The lists as /portal/listings and /portal/leads open them (newest first), and with what is typed or picked.
    listings('first page (newest)', {}),
    listings('status=paused', { status: 'paused' }),
    listings(`q=${LANDLORD_LISTINGS_SEARCH} search`, { q: LANDLORD_LISTINGS_SEARCH }),
    leads('first page (newest)', {}),
    leads('status=new', { status: 'new' }),
    leads('status=closed', { status: 'closed' }),
    {
      name: `landlord listing analytics (${ids.length} ids in turn)`,
      paths: ids.map((id) => `/api/landlord/listings/${id}/analytics`),
      headers: landlord.headers,
      sql: (db, round) => listingAnalytics(db, landlord.user, ids[round % ids.length] as number),
      budget: { p95Ms: 30 },
      describe: (body: { totals: { views: number; inquiries: number }; days: unknown[] }) =>
        `first: ${body.days.length} days, ${n(body.totals.views)} views, ${n(body.totals.inquiries)} inquiries`,
    },
  ];
}

/** A common surname among the generated accounts (~3% of them): what support types to find someone. */
export const USERS_SEARCH_SURNAME = 'tremblay';

export function scenarios(facts: DatabaseFacts, admin: BenchAdmin, landlord: BenchLandlord): Scenario[] {
  const searchFilters = { bounds: BOUNDS.toronto, beds: '1,2', maxRate: '3000', amenities: 'dishwasher' };
  // A feature word: ~2% of the generated listings mention one (their small vocabulary makes any word common).
  const searchKeyword = { keyword: 'fireplace' };
  const wholeMap = { bounds: BOUNDS.canadaAndUs };
  const country = { bounds: BOUNDS.canadaAndUs, zoom: '3' };
  const province = { bounds: BOUNDS.ontario, zoom: '6' };
  const city = { bounds: BOUNDS.downtownToronto, zoom: '12' };
  const searchBudget: Budget = { p95Ms: 50, maxRatio: 1.5 };
  // DESIGN section 9: back-office lists over a million rows, p95 <= 50 ms at 4 connections.
  const backOfficeBudget: Budget = { p95Ms: 50 };
  const usersList = (name: string, params: Record<string, string>): Scenario => ({
    name: `admin users: ${name}`,
    paths: [`/api/admin/users${Object.keys(params).length ? `?${query(params)}` : ''}`],
    headers: admin.headers,
    sql: usersListSql(admin, params),
    budget: backOfficeBudget,
    describe: describeList,
  });
  return [
    {
      name: 'search: Toronto bounds + filters',
      paths: [`/api/listings?${query(searchFilters)}`],
      sql: searchSql(searchFilters),
      budget: searchBudget,
      describe: describeSearch,
    },
    {
      name: 'search: keyword "fireplace"',
      paths: [`/api/listings?${query(searchKeyword)}`],
      sql: searchSql(searchKeyword),
      budget: searchBudget,
      describe: describeSearch,
    },
    {
      // The front door: /rentals before any filter, newest first over every active listing. Held to the search
      // p95 only: its SQL takes ~4 ms, so the fixed cost of HTTP and JSON (~2 ms, as for every search) is most
      // of a ratio that DESIGN section 9 sets for bounds + filters.
      name: 'search: whole map, no filters',
      paths: [`/api/listings?${query(wholeMap)}`],
      sql: searchSql(wholeMap),
      budget: { p95Ms: searchBudget.p95Ms },
      describe: describeSearch,
    },
    {
      name: 'map markers: country (zoom 3)',
      paths: [`/api/map-markers?${query(country)}`],
      sql: markersSql(country),
      budget: { p95Ms: 150 },
      describe: describeMarkers,
    },
    {
      name: 'map markers: Ontario (zoom 6)',
      paths: [`/api/map-markers?${query(province)}`],
      sql: markersSql(province),
      describe: describeMarkers,
    },
    {
      name: 'map markers: Toronto (zoom 12)',
      paths: [`/api/map-markers?${query(city)}`],
      sql: markersSql(city),
      describe: describeMarkers,
    },
    {
      name: `listing page (${facts.listingIds.length} ids in turn)`,
      paths: facts.listingIds.map((id) => `/api/listing/${id}?includeSharedLocationListings=1`),
      sql: listingPageSql(facts.listingIds),
      describe: (body: { listing: { photos: unknown[] }; sharedLocationListings: unknown[] }) =>
        `first: ${body.listing.photos.length} photos, ${body.sharedLocationListings.length} other units at its address`,
    },
    ...(facts.biggestCity ? cityPage(facts.biggestCity) : []),
    {
      name: 'autocomplete: "tor"',
      paths: ['/api/listings-autocomplete?q=tor'],
      sql: (db) => autocomplete(db, 'tor', 'en'),
      describe: (body: { suggestions: unknown[] }) => `${body.suggestions.length} suggestions`,
    },
    // The list as /admin/user-management opens it: the default sort, newest account first.
    usersList('first page (newest)', {}),
    usersList(`q=${USERS_SEARCH_SURNAME} search`, { q: USERS_SEARCH_SURNAME }),
    usersList('filter role=Landlord sorted by name', { role: String(facts.landlordRoleId), sort: 'name' }),
    usersList('page 50', { page: '50' }),
    ...supportSearchScenarios(admin, backOfficeBudget),
    ...landlordScenarios(landlord),
  ];
}

/** Support search (docs/support/search.md): a common street word, a postal code and a name, as support types them. */
function supportSearchScenarios(admin: BenchAdmin, budget: Budget): Scenario[] {
  const [users, listings, companies] = supportSearchResources;
  const cases: [string, AnyResource | undefined, Record<string, string>][] = [
    ['support listings: q="maple"', listings, { q: 'maple' }],
    ['support listings: q=postal code', listings, { q: 'm5v1a1' }],
    ['support listings: filter=reported', listings, { filter: 'reported' }],
    [`support users: q=${USERS_SEARCH_SURNAME}, landlords`, users, { q: USERS_SEARCH_SURNAME, filter: 'landlords' }],
    ['support companies: q="realty"', companies, { q: 'realty' }],
  ];
  return cases.flatMap(([name, resource, params]) => {
    if (!resource) return [];
    const parsed = listQuerySchema.extend(resource.schemas.filters?.shape ?? {}).parse(params) as ListParams;
    return [
      {
        name,
        paths: [`/api${resource.path}?${query(params)}`],
        headers: admin.headers,
        sql: (db: Database) => listPage(db, resource, admin.user, parsed),
        budget,
        describe: describeList,
      },
    ];
  });
}
