// The renter profile (GET and PATCH renter-profile, /admin/renter-profile): when the renter wants to move,
// their budget, household, pets, preferred areas and how landlords may reach them, plus their alert settings.
// It prefills inquiries and ranks recommendations. Budgets are whole dollars here and cents in the database.
import { z } from 'zod';
import { MAX_RATE } from '../search-filters.ts';
import { ruleParams } from '../validation-messages.ts';
import { PET_POLICY_KEYS, type PetPolicy } from './listing-vocabularies.ts';
import { moveInDateField } from './renter-inquiry.ts';
import { idField } from './site.ts';

export const CONTACT_METHODS = ['email', 'phone', 'text'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** The pet policies a household can need: every policy but "no pets" (a renter without pets picks none). */
export const RENTER_PET_KEYS = PET_POLICY_KEYS.filter((key) => key !== 'no-pets') as Exclude<PetPolicy, 'no-pets'>[];

export const HOUSEHOLD_SIZE_MIN = 1;
export const HOUSEHOLD_SIZE_MAX = 20;
export const PREFERRED_AREAS_MAX = 10;
/** Whole dollars a month, like the search's rent filter. */
export const BUDGET_MAX = MAX_RATE;

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * A list of choices, repeats dropped. A wrong item fails the list as a whole ("The selected pets is
 * invalid."), so the message lands on the form's field rather than on "pets.0".
 */
const choicesOf = <T extends string | number>(isChoice: (value: unknown) => value is T, max: number) =>
  z
    .array(z.union([z.string(), z.number()]))
    .max(max)
    .refine((values) => values.every(isChoice), ruleParams('in'))
    .transform((values) => unique(values as T[]));

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isId = (value: unknown): value is number => idField.safeParse(value).success;

const budgetField = z.number().int().min(0).max(BUDGET_MAX).nullable();

/** PATCH renter-profile: any of the fields; null or '' clears a value. */
export const updateRenterProfileSchema = z
  .object({
    /** YYYY-MM-DD, not in the past; '' or null: not sure yet. */
    moveInDate: moveInDateField.unwrap().nullable(),
    budgetMin: budgetField,
    budgetMax: budgetField,
    householdSize: z.number().int().min(HOUSEHOLD_SIZE_MIN).max(HOUSEHOLD_SIZE_MAX).nullable(),
    pets: choicesOf(oneOf(RENTER_PET_KEYS), RENTER_PET_KEYS.length),
    /** City ids, in the renter's order. */
    preferredCityIds: choicesOf(isId, PREFERRED_AREAS_MAX),
    contactMethods: choicesOf(oneOf(CONTACT_METHODS), CONTACT_METHODS.length).refine(
      (values) => values.length > 0,
      ruleParams('required'),
    ),
    priceDropAlerts: z.boolean(),
    /** false unsubscribes from every alert email; true turns them on again. */
    emailAlertsEnabled: z.boolean(),
    seenRecommendedIntro: z.boolean(),
  })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    const { budgetMin, budgetMax } = value;
    if (typeof budgetMin === 'number' && typeof budgetMax === 'number' && budgetMin > budgetMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['budgetMax'],
        message: 'budget max below budget min',
        ...ruleParams('min.numeric', { min: budgetMin }),
      });
    }
  });
export type UpdateRenterProfileInput = z.input<typeof updateRenterProfileSchema>;
export type UpdateRenterProfile = z.output<typeof updateRenterProfileSchema>;

/** A preferred area as the profile page shows it: a chip "Toronto, ON". */
export const preferredAreaSchema = z.object({ id: z.number(), name: z.string(), label: z.string() });
export type PreferredArea = z.infer<typeof preferredAreaSchema>;

export const renterProfileSchema = z.object({
  /** YYYY-MM-DD; null when not set or already past. */
  moveInDate: z.string().nullable(),
  /** Whole dollars a month. */
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  householdSize: z.number().nullable(),
  pets: z.array(z.string()),
  /** The preferred cities, in the renter's order (cities that no longer exist are left out). */
  preferredAreas: z.array(preferredAreaSchema),
  contactMethods: z.array(z.enum(CONTACT_METHODS)),
  priceDropAlerts: z.boolean(),
  emailAlertsEnabled: z.boolean(),
  seenRecommendedIntro: z.boolean(),
  /** ISO timestamp of the last save; null for a renter who never saved (defaults). */
  updatedAt: z.string().nullable(),
});
export type RenterProfile = z.infer<typeof renterProfileSchema>;

export const renterProfileResponseSchema = z.object({ profile: renterProfileSchema });
export type RenterProfileResponse = z.infer<typeof renterProfileResponseSchema>;

/** What a renter who never saved a profile has. */
export const DEFAULT_RENTER_PROFILE: RenterProfile = {
  moveInDate: null,
  budgetMin: null,
  budgetMax: null,
  householdSize: null,
  pets: [],
  preferredAreas: [],
  contactMethods: ['email'],
  priceDropAlerts: true,
  emailAlertsEnabled: true,
  seenRecommendedIntro: false,
  updatedAt: null,
};
