// Fees beside the rent, after MITS 5.0's charge items (shared/examples/listing-standards.md), kept to what a
// renter compares: what each one is, how much (in cents, like the rent), monthly or once, and whether it must
// be paid. The total monthly cost a card shows is the rent plus the mandatory monthly fees.
import { z } from 'zod';

export const FEE_TYPES = [
  'parking',
  'pet-rent',
  'utilities',
  'amenity',
  'storage',
  'application',
  'move-in',
  'deposit',
  'other',
] as const;
export const FEE_FREQUENCIES = ['monthly', 'one-time'] as const;
export const FEE_REQUIREMENTS = ['mandatory', 'optional'] as const;
/** Fees one listing may record. */
export const MAX_LISTING_FEES = 20;

export const listingFeeSchema = z.object({
  type: z.enum(FEE_TYPES),
  /** The landlord's own words ("Underground spot"); the type's name when empty. */
  label: z.string().trim().max(80),
  /** In cents. */
  amount: z.number().int().min(0).max(10_000_000),
  frequency: z.enum(FEE_FREQUENCIES),
  requirement: z.enum(FEE_REQUIREMENTS),
});
export type ListingFee = z.infer<typeof listingFeeSchema>;

export const listingFeesSchema = z.array(listingFeeSchema).max(MAX_LISTING_FEES);

/** The mandatory monthly fees, in cents: what the total monthly cost adds to the rent. */
export function mandatoryMonthlyFees(fees: readonly ListingFee[]): number {
  return fees
    .filter((fee) => fee.frequency === 'monthly' && fee.requirement === 'mandatory')
    .reduce((sum, fee) => sum + fee.amount, 0);
}
