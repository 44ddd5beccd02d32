// GET home: the home page's blocks in one answer (popular cities, featured and newest listings, provinces and
// states, a rent-trend teaser). Also what the server-side renderer hands to TanStack Query for the home page.
import { z } from 'zod';
import { LOCALES } from '../api.ts';
import { listingCardSchema } from './listings.ts';

export const homeQuerySchema = z.object({
  /** The language of the labels (province names); without it, Accept-Language decides. */
  locale: z.enum(LOCALES).optional(),
});

export const homeCitySchema = z.object({
  id: z.number(),
  name: z.string(),
  provinceCode: z.string(),
  /** In the answer's language. */
  provinceName: z.string(),
  /** The city's search page, without a language prefix: /rentals/ontario/toronto */
  path: z.string(),
  /** Active listings (listing_city_stats, refreshed every 10 minutes). */
  listingCount: z.number(),
});
export type HomeCity = z.infer<typeof homeCitySchema>;

export const homeProvinceSchema = z.object({
  id: z.number(),
  /** In the answer's language. */
  name: z.string(),
  code: z.string(),
  country: z.enum(['CA', 'US']),
  /** The province's search page: /rentals/ontario */
  path: z.string(),
  listingCount: z.number(),
});
export type HomeProvince = z.infer<typeof homeProvinceSchema>;

/** The biggest city's median rents by bedrooms in the latest month of its rent trends (GET listings/rent-trends). */
export const homeRentTrendSchema = z.object({
  city: homeCitySchema,
  /** 'YYYY-MM': the latest month in which listings went live there. */
  month: z.string(),
  byBeds: z.array(
    z.object({
      /** 0 studio … 4 meaning 4 or more. */
      beds: z.number(),
      /** Cents per month; null when no such listing went live that month. */
      median: z.number().nullable(),
      count: z.number(),
    }),
  ),
});
export type HomeRentTrend = z.infer<typeof homeRentTrendSchema>;

export const homePageResponseSchema = z.object({
  /** The cities with the most active listings, most first. */
  popularCities: z.array(homeCitySchema),
  /** Featured active listings, newest first. */
  featured: z.array(listingCardSchema),
  /** The active listings that went live last, newest first. */
  newest: z.array(listingCardSchema),
  /** Provinces and states with active listings: Canada's first, then by name. */
  provinces: z.array(homeProvinceSchema),
  /** Null when no city has listings, or its trends have no month with data. */
  rentTrend: homeRentTrendSchema.nullable(),
});
export type HomePageResponse = z.infer<typeof homePageResponseSchema>;
