// A landlord's listing analytics (/portal/listings/{id}, issue 13 section 3): views, favourites and inquiries
// per UTC day over the last ANALYTICS_DAYS days, and the listing's conversion beside its city's average.
import { z } from 'zod';

/** Days the analytics cover, today (UTC) included. */
export const ANALYTICS_DAYS = 90;

export const LISTING_EVENTS = ['views', 'favourites', 'inquiries'] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

const count = z.number().int().nonnegative();
const figures = z.object({ views: count, favourites: count, inquiries: count });
/** Inquiries per view; null without views. */
const conversion = z.number().nonnegative().nullable();

export const listingAnalyticsDaySchema = figures.extend({ day: z.string().describe('yyyy-mm-dd (UTC)') });

export const listingAnalyticsSchema = z.object({
  /** Oldest first, one entry per day (days without events are zeros), the last one today. */
  days: z.array(listingAnalyticsDaySchema),
  totals: figures,
  conversion,
  city: z.object({ name: z.string(), conversion }),
});

export type ListingAnalyticsDay = z.infer<typeof listingAnalyticsDaySchema>;
export type ListingAnalytics = z.infer<typeof listingAnalyticsSchema>;

/** Inquiries per view, or null when nothing was viewed. */
export function conversionOf(inquiries: number, views: number): number | null {
  return views > 0 ? inquiries / views : null;
}
