// Places in the back office (issue 15 section 4): cities (/admin/cities, /admin/cities/{id}/edit), provinces
// and states (listed on the cities screen, /admin/provinces/{id}/edit) and metropolitan areas
// (/admin/metropolitan-areas, /create, /admin/metropolitanarea/{id}/edit). Their slugs make the public search
// paths (/rentals/{province}/{city}, /rentals/area/{metro}); a renamed slug keeps its old path as a redirect.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { idField, idParam } from './site.ts';

export const PLACE_NAME_MAX = 120;
export const PLACE_SLUG_MAX = 80;
export const PLACE_INTRO_MAX = 2000;
export const POPULATION_MAX = 50_000_000;
export const METRO_CITIES_MAX = 500;
export const PLACE_COUNTRIES = ['CA', 'US'] as const;
export const PROVINCE_KINDS = ['province', 'territory', 'state', 'district'] as const;

/** Lowercase letters and digits in groups joined by single hyphens: "saint-john", "st-john-s". */
export const PLACE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Province slugs the listings paths use for other pages (/rentals/favourites, /rentals/area/{metro}). */
export const RESERVED_PROVINCE_SLUGS = ['area', 'favourites'] as const;

export const slugField = text()
  .trim()
  .min(1)
  .max(PLACE_SLUG_MAX)
  .refine((slug) => PLACE_SLUG.test(slug), ruleParams('slug'));
const nameField = text().trim().min(1).max(PLACE_NAME_MAX);
/** Optional text: '' or null mean none (stored as null). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));
const latField = z.number().min(-90).max(90);
const lngField = z.number().min(-180).max(180);
const populationField = z.number().int().min(0).max(POPULATION_MAX);

// ---------------------------------------------------------------- provinces and states

export const provinceSchema = z.object({
  id: z.number().int(),
  country: z.enum(PLACE_COUNTRIES),
  code: z.string(),
  name: z.string(),
  nameFr: z.string().nullable(),
  slug: z.string(),
  kind: z.enum(PROVINCE_KINDS),
  cityCount: z.number().int(),
  /** The public search page, without language prefix. */
  path: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;

/** PATCH /api/admin/provinces/{id}: names and slug (the code, country and kind are fixed). */
export const updateProvinceSchema = z
  .object({
    name: nameField,
    nameFr: optionalText(PLACE_NAME_MAX),
    slug: slugField.refine(
      (slug) => !(RESERVED_PROVINCE_SLUGS as readonly string[]).includes(slug),
      ruleParams('reserved_slug'),
    ),
  })
  .partial()
  .strict();
export type UpdateProvinceInput = z.input<typeof updateProvinceSchema>;

export const provinceFiltersSchema = z.object({ country: z.enum(PLACE_COUNTRIES).optional() });

// ---------------------------------------------------------------- cities

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable(),
  slug: z.string(),
  provinceId: z.number().int(),
  provinceCode: z.string(),
  provinceName: z.string(),
  country: z.enum(PLACE_COUNTRIES),
  metroAreaId: z.number().int().nullable(),
  metroAreaName: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
  introEn: z.string().nullable(),
  introFr: z.string().nullable(),
  path: z.string(),
});
export type City = z.infer<typeof citySchema>;

const cityFields = {
  name: nameField,
  nameFr: optionalText(PLACE_NAME_MAX),
  slug: slugField,
  lat: latField,
  lng: lngField,
  population: populationField,
  introEn: optionalText(PLACE_INTRO_MAX),
  introFr: optionalText(PLACE_INTRO_MAX),
};

/** POST /api/admin/cities: a city the seeded data set lacks, in its province (fixed afterwards). */
export const createCitySchema = z
  .object({
    ...cityFields,
    provinceId: idField,
    nameFr: cityFields.nameFr.optional(),
    population: populationField.optional(),
    introEn: cityFields.introEn.optional(),
    introFr: cityFields.introFr.optional(),
  })
  .strict();
export type CreateCityInput = z.input<typeof createCitySchema>;

/** PATCH /api/admin/cities/{id}: only the fields sent change (a city's province is fixed). */
export const updateCitySchema = z.object(cityFields).partial().strict();
export type UpdateCityInput = z.input<typeof updateCitySchema>;
/** The edit form's check: every field. */
export const cityFormSchema = z.object(cityFields).strict();

export const cityFiltersSchema = z.object({
  provinceId: idParam.optional(),
  country: z.enum(PLACE_COUNTRIES).optional(),
  metroAreaId: idParam.optional(),
});

/** GET /api/admin/places/city-options?provinceId=&q=: the member-city picker's choices. */
export const cityOptionsQuerySchema = z.object({
  provinceId: idParam,
  q: z.string().trim().max(PLACE_NAME_MAX).optional(),
  /** Cities to include whatever `q` says (the ones already picked, so they keep their labels). */
  ids: z.string().max(6000).optional(),
});
export const cityOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  population: z.number().int(),
  metroAreaId: z.number().int().nullable(),
});
export type CityOption = z.infer<typeof cityOptionSchema>;
export const cityOptionsResponseSchema = z.object({ data: z.array(cityOptionSchema) });

// ---------------------------------------------------------------- metropolitan areas

export const metroAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable(),
  slug: z.string(),
  provinceId: z.number().int(),
  provinceCode: z.string(),
  provinceName: z.string(),
  country: z.enum(PLACE_COUNTRIES),
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
  cityCount: z.number().int(),
  path: z.string(),
});
export type MetroArea = z.infer<typeof metroAreaSchema>;

/** GET /api/admin/metro-areas/{id}: the row and its member cities (the edit form's picker starts from them). */
export const metroAreaDetailSchema = metroAreaSchema.extend({
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MetroAreaDetail = z.infer<typeof metroAreaDetailSchema>;

const cityIdsField = z.array(idField).max(METRO_CITIES_MAX);

const metroFields = {
  name: nameField,
  nameFr: optionalText(PLACE_NAME_MAX),
  slug: slugField,
  lat: latField,
  lng: lngField,
  population: populationField,
  /** The member cities: saving sets their metro area (and unsets it for the cities left out). */
  cityIds: cityIdsField,
};

/** POST /api/admin/metro-areas. */
export const createMetroAreaSchema = z
  .object({
    ...metroFields,
    provinceId: idField,
    nameFr: metroFields.nameFr.optional(),
    population: populationField.optional(),
    cityIds: cityIdsField.optional(),
  })
  .strict();
export type CreateMetroAreaInput = z.input<typeof createMetroAreaSchema>;

/** PATCH /api/admin/metro-areas/{id}: only the fields sent change (the province is fixed once created). */
export const updateMetroAreaSchema = z.object(metroFields).partial().strict();
export type UpdateMetroAreaInput = z.input<typeof updateMetroAreaSchema>;

/** The form's check (create adds the province). */
export const metroAreaFormSchema = z.object({ ...metroFields, provinceId: idField.optional() }).strict();

export const metroAreaFiltersSchema = z.object({
  provinceId: idParam.optional(),
  country: z.enum(PLACE_COUNTRIES).optional(),
});
