// Points of interest (spec 3, 7 "Renter"): the request and response schemas of GET points-of-interest,
// POST point-of-interest, PATCH point-of-interest and DELETE points-of-interest/{id}, shared by the API
// (validation, OpenAPI) and the points-of-interest modal (form validation).
import { z } from 'zod';
import { text } from '../fields.ts';
import {
  DEFAULT_POINT_OF_INTEREST_ICON,
  POINT_OF_INTEREST_ADDRESS_MAX,
  POINT_OF_INTEREST_CITY_MAX,
  POINT_OF_INTEREST_ICONS,
  POINT_OF_INTEREST_NAME_MAX,
} from '../points-of-interest.ts';
import { csvOf } from './listings.ts';
import { idField, idParam } from './site.ts';

const latitudeField = z.number().min(-90).max(90);
const longitudeField = z.number().min(-180).max(180);
const iconField = z.number().int().min(1).max(POINT_OF_INTEREST_ICONS.length);

const fields = {
  name: text().trim().min(1).max(POINT_OF_INTEREST_NAME_MAX),
  address: text().trim().max(POINT_OF_INTEREST_ADDRESS_MAX),
  city: text().trim().max(POINT_OF_INTEREST_CITY_MAX),
  icon: iconField,
  latitude: latitudeField,
  longitude: longitudeField,
};

/** POST point-of-interest. */
export const createPointOfInterestSchema = z
  .object({
    name: fields.name,
    address: fields.address.default(''),
    city: fields.city.default(''),
    icon: fields.icon.default(DEFAULT_POINT_OF_INTEREST_ICON),
    latitude: fields.latitude,
    longitude: fields.longitude,
  })
  .strict();
export type CreatePointOfInterestInput = z.input<typeof createPointOfInterestSchema>;

/** PATCH point-of-interest: the id and the fields to change. */
export const updatePointOfInterestSchema = z
  .object({
    id: idField,
    name: fields.name.optional(),
    address: fields.address.optional(),
    city: fields.city.optional(),
    icon: fields.icon.optional(),
    latitude: fields.latitude.optional(),
    longitude: fields.longitude.optional(),
  })
  .strict();
export type UpdatePointOfInterestInput = z.input<typeof updatePointOfInterestSchema>;

/** GET points-of-interest: removedIds ("1,2" or repeated) are left out of the answer. */
export const pointsOfInterestQuerySchema = z.object({
  removedIds: csvOf(idParam, 100).optional(),
});

export const pointOfInterestSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  icon: z.number(),
  latitude: z.number(),
  longitude: z.number(),
});

export const pointsOfInterestResponseSchema = z.object({ pointsOfInterest: z.array(pointOfInterestSchema) });
export const pointOfInterestResponseSchema = z.object({ pointOfInterest: pointOfInterestSchema });

export * from '../points-of-interest.ts';
