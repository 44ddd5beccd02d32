// The renter profile as its form holds it (NumberInput's '' for an empty number, the chosen areas with their
// labels) and the body PATCH renter-profile takes (empty -> null, the areas' ids).
import type { UseFormReturnType } from '@mantine/form';
import type { PreferredArea, RenterProfile, UpdateRenterProfileInput } from '@rentals/shared/resources/renter-profile';

export interface ProfileFormValues {
  moveInDate: string | null;
  /** NumberInput answers '' when emptied. */
  budgetMin: number | string;
  budgetMax: number | string;
  householdSize: number | string;
  pets: string[];
  /** The chosen cities with their labels (the chips); the payload sends their ids. */
  preferredAreas: PreferredArea[];
  contactMethods: string[];
  priceDropAlerts: boolean;
  emailAlertsEnabled: boolean;
}

export type ProfileForm = UseFormReturnType<ProfileFormValues>;

/** Errors about the payload's preferredCityIds belong to the form's preferredAreas. */
export const FORM_FIELD_OF = { preferredCityIds: 'preferredAreas' };

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);

/** The form's values as PATCH renter-profile takes them (empty -> null). */
export function toPayload(values: ProfileFormValues): UpdateRenterProfileInput {
  return {
    moveInDate: values.moveInDate || null,
    budgetMin: numberOrNull(values.budgetMin),
    budgetMax: numberOrNull(values.budgetMax),
    householdSize: numberOrNull(values.householdSize),
    pets: values.pets,
    preferredCityIds: values.preferredAreas.map((area) => area.id),
    contactMethods: values.contactMethods as UpdateRenterProfileInput['contactMethods'],
    priceDropAlerts: values.priceDropAlerts,
    emailAlertsEnabled: values.emailAlertsEnabled,
  };
}

export function toValues(profile: RenterProfile): ProfileFormValues {
  return {
    moveInDate: profile.moveInDate,
    budgetMin: profile.budgetMin ?? '',
    budgetMax: profile.budgetMax ?? '',
    householdSize: profile.householdSize ?? '',
    pets: profile.pets,
    preferredAreas: profile.preferredAreas,
    contactMethods: profile.contactMethods,
    priceDropAlerts: profile.priceDropAlerts,
    emailAlertsEnabled: profile.emailAlertsEnabled,
  };
}
