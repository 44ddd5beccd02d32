// How good a listing is before it goes live, computed the same way by the API (the list's `missing`) and the
// editor (live, as the landlord types): what publishing still needs, a 0-100 score with concrete tips, and
// the rent against the city's median for the same bedrooms. No zod: the editor imports this on every keystroke.

/** What the score reads of a listing (form values or the stored listing). */
export interface QualityInput {
  title: string;
  description: string;
  descriptionFr: string;
  streetAddress: string;
  postalCode: string | null;
  rent: number;
  baths: number;
  sqft: number | null;
  availableDate: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  amenities: readonly string[];
  photoCount: number;
}

/** A description shorter than this reads as empty to renters. */
export const DESCRIPTION_MIN = 80;
/** Descriptions this long answer most questions before they are asked. */
export const DESCRIPTION_GOOD = 400;
/** Photos a listing needs to compete (renters skip listings with few). */
export const PHOTOS_GOOD = 8;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** The fields publishing needs that are still empty ("photos" when there is none). */
export function missingForPublishing(listing: QualityInput): string[] {
  const missing: string[] = [];
  if (blank(listing.title)) missing.push('title');
  if (blank(listing.streetAddress)) missing.push('streetAddress');
  if (blank(listing.postalCode)) missing.push('postalCode');
  if (!(listing.rent > 0)) missing.push('rent');
  if (!(listing.baths > 0)) missing.push('baths');
  if (listing.description.trim().length < DESCRIPTION_MIN) missing.push('description');
  if (blank(listing.contactEmail) && blank(listing.contactPhone)) missing.push('contactEmail');
  if (listing.photoCount < 1) missing.push('photos');
  return missing;
}

export type QualityTipKey =
  | 'addPhotos'
  | 'addMorePhotos'
  | 'lengthenDescription'
  | 'addFrenchDescription'
  | 'addSize'
  | 'addAvailableDate'
  | 'addAmenities'
  | 'addContact'
  | 'completeAddress';

export interface QualityTip {
  key: QualityTipKey;
  /** Points the tip would add. */
  points: number;
  params?: Record<string, number>;
}

export interface ListingQuality {
  score: number;
  tips: QualityTip[];
}

/** A 0-100 score; each tip says what would raise it and by how much, largest first. */
export function listingQuality(listing: QualityInput): ListingQuality {
  const tips: QualityTip[] = [];
  const photos = Math.min(listing.photoCount, PHOTOS_GOOD);
  if (listing.photoCount === 0) tips.push({ key: 'addPhotos', points: 30, params: { count: PHOTOS_GOOD } });
  else if (photos < PHOTOS_GOOD) {
    tips.push({
      key: 'addMorePhotos',
      points: Math.round(((PHOTOS_GOOD - photos) / PHOTOS_GOOD) * 30),
      params: { count: PHOTOS_GOOD - photos },
    });
  }
  const length = listing.description.trim().length;
  if (length < DESCRIPTION_GOOD) {
    tips.push({
      key: 'lengthenDescription',
      points: Math.round(((DESCRIPTION_GOOD - length) / DESCRIPTION_GOOD) * 25),
      params: { length, target: DESCRIPTION_GOOD },
    });
  }
  if (listing.descriptionFr.trim().length < DESCRIPTION_MIN) tips.push({ key: 'addFrenchDescription', points: 5 });
  if (blank(listing.streetAddress) || blank(listing.postalCode) || blank(listing.title)) {
    tips.push({ key: 'completeAddress', points: 10 });
  }
  if (blank(listing.contactEmail) && blank(listing.contactPhone)) tips.push({ key: 'addContact', points: 10 });
  if (!listing.sqft) tips.push({ key: 'addSize', points: 5 });
  if (!listing.availableDate) tips.push({ key: 'addAvailableDate', points: 5 });
  if (listing.amenities.length < 3) tips.push({ key: 'addAmenities', points: 10 });
  tips.sort((a, b) => b.points - a.points);
  const lost = tips.reduce((sum, tip) => sum + tip.points, 0);
  return { score: Math.max(0, 100 - lost), tips: tips.filter((tip) => tip.points > 0) };
}

/** How far the rent is from the median, in whole percent (positive: above), or null without a median. */
export function rentDifferencePercent(rent: number, median: number | null | undefined): number | null {
  if (!median || median <= 0 || !(rent > 0)) return null;
  return Math.round(((rent - median) / median) * 100);
}
