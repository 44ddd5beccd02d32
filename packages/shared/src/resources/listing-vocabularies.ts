// The listing vocabularies (rental types, amenities, utilities, pet policies and the rest) with their English
// and French labels. Keys are stored in the database and used in URLs; labels are only for display.
import type { Locale } from '../api.ts';

export interface Term {
  en: string;
  fr: string;
}

export const RENTAL_TYPES = {
  apartment: { en: 'Apartment', fr: 'Appartement' },
  condo: { en: 'Condo', fr: 'Condo' },
  house: { en: 'House', fr: 'Maison' },
  townhouse: { en: 'Townhouse', fr: 'Maison en rangée' },
  basement: { en: 'Basement', fr: 'Sous-sol' },
  duplex: { en: 'Duplex', fr: 'Duplex' },
  room: { en: 'Room', fr: 'Chambre' },
  loft: { en: 'Loft', fr: 'Loft' },
} as const satisfies Record<string, Term>;

export const AMENITIES = {
  'in-suite-laundry': { en: 'In-suite laundry', fr: 'Buanderie dans le logement' },
  'shared-laundry': { en: 'Shared laundry', fr: 'Buanderie commune' },
  dishwasher: { en: 'Dishwasher', fr: 'Lave-vaisselle' },
  'air-conditioning': { en: 'Air conditioning', fr: 'Climatisation' },
  balcony: { en: 'Balcony', fr: 'Balcon' },
  gym: { en: 'Gym', fr: 'Salle de sport' },
  pool: { en: 'Pool', fr: 'Piscine' },
  elevator: { en: 'Elevator', fr: 'Ascenseur' },
  storage: { en: 'Storage locker', fr: 'Casier de rangement' },
  'wheelchair-accessible': { en: 'Wheelchair accessible', fr: 'Accessible en fauteuil roulant' },
  concierge: { en: 'Concierge', fr: 'Concierge' },
  'bike-storage': { en: 'Bike storage', fr: 'Rangement pour vélos' },
  'ev-charging': { en: 'EV charging', fr: 'Recharge de véhicules électriques' },
  yard: { en: 'Yard', fr: 'Cour' },
  fireplace: { en: 'Fireplace', fr: 'Foyer' },
  'hardwood-floors': { en: 'Hardwood floors', fr: 'Planchers de bois franc' },
} as const satisfies Record<string, Term>;

export const UTILITIES = {
  heat: { en: 'Heat', fr: 'Chauffage' },
  water: { en: 'Water', fr: 'Eau' },
  electricity: { en: 'Electricity', fr: 'Électricité' },
  internet: { en: 'Internet', fr: 'Internet' },
  cable: { en: 'Cable TV', fr: 'Câblodistribution' },
  gas: { en: 'Gas', fr: 'Gaz' },
} as const satisfies Record<string, Term>;

export const PET_POLICIES = {
  'cats-allowed': { en: 'Cats allowed', fr: 'Chats acceptés' },
  'small-dogs-allowed': { en: 'Small dogs allowed', fr: 'Petits chiens acceptés' },
  'large-dogs-allowed': { en: 'Large dogs allowed', fr: 'Grands chiens acceptés' },
  'no-pets': { en: 'No pets', fr: 'Aucun animal' },
} as const satisfies Record<string, Term>;

export const PARKING_TYPES = {
  none: { en: 'No parking', fr: 'Pas de stationnement' },
  street: { en: 'Street parking', fr: 'Stationnement dans la rue' },
  driveway: { en: 'Driveway', fr: 'Entrée privée' },
  garage: { en: 'Garage', fr: 'Garage' },
  underground: { en: 'Underground parking', fr: 'Stationnement souterrain' },
} as const satisfies Record<string, Term>;

export const LEASE_TERMS = {
  'month-to-month': { en: 'Month to month', fr: 'Au mois' },
  '6-months': { en: '6 months', fr: '6 mois' },
  '12-months': { en: '12 months', fr: '12 mois' },
  '24-months': { en: '24 months', fr: '24 mois' },
} as const satisfies Record<string, Term>;

export const LISTING_STATUSES = ['draft', 'active', 'paused', 'expired', 'removed'] as const;

export const REPORT_REASONS = {
  scam: { en: 'Looks like a scam or fraud', fr: 'Semble être une arnaque ou une fraude' },
  'not-available': { en: 'No longer available', fr: "N'est plus disponible" },
  'wrong-info': { en: 'Wrong price, address or details', fr: 'Prix, adresse ou détails erronés' },
  duplicate: { en: 'Duplicate listing', fr: 'Annonce en double' },
  offensive: { en: 'Offensive or inappropriate', fr: 'Offensant ou inapproprié' },
  other: { en: 'Something else', fr: 'Autre chose' },
} as const satisfies Record<string, Term>;

export type RentalType = keyof typeof RENTAL_TYPES;
export type Amenity = keyof typeof AMENITIES;
export type Utility = keyof typeof UTILITIES;
export type PetPolicy = keyof typeof PET_POLICIES;
export type ParkingType = keyof typeof PARKING_TYPES;
export type LeaseTerm = keyof typeof LEASE_TERMS;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type ReportReason = keyof typeof REPORT_REASONS;

export const keysOf = <T extends Record<string, Term>>(vocabulary: T) =>
  Object.keys(vocabulary) as (keyof T & string)[];

export const RENTAL_TYPE_KEYS = keysOf(RENTAL_TYPES);
export const AMENITY_KEYS = keysOf(AMENITIES);
export const UTILITY_KEYS = keysOf(UTILITIES);
export const PET_POLICY_KEYS = keysOf(PET_POLICIES);
export const PARKING_KEYS = keysOf(PARKING_TYPES);
export const LEASE_TERM_KEYS = keysOf(LEASE_TERMS);
export const REPORT_REASON_KEYS = keysOf(REPORT_REASONS);

/** The label of a key in a vocabulary, or the key itself when it is unknown (e.g. from an old feed). */
export function termLabel(vocabulary: Record<string, Term>, key: string, locale: Locale = 'en'): string {
  return vocabulary[key]?.[locale] ?? key;
}

/** Bedrooms: 0 is a studio; the search checklist offers studio, 1, 2, 3 and 4+ (4 means "4 or more"). */
export const BED_OPTIONS = [0, 1, 2, 3, 4] as const;
/** Bathrooms: halves allowed; the checklist offers 1, 1.5, 2, 2.5 and 3+ (3 means "3 or more"). */
export const BATH_OPTIONS = [1, 1.5, 2, 2.5, 3] as const;
export const MAX_BEDS = 20;
export const MAX_BATHS = 20;
