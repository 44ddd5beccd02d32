// Date-range filters of back-office lists (?from=2026-01-01&to=2026-01-31): calendar days, both inclusive,
// read as UTC days. A value that is not a real day ("2026-02-30") is "The from field must be a valid date.".
import { z } from 'zod';
import { ruleParams } from '../validation-messages.ts';

/** Years 1000 to 9998: a day either side of them stays a date PostgreSQL and JavaScript both hold. */
const ISO_DATE = /^(1\d{3}|[2-8]\d{3}|9[0-8]\d{2}|99[0-8]\d|999[0-8])-\d{2}-\d{2}$/;

/** "2026-02-28" yes; "2026-02-30", "2026-2-3" and "yesterday" no. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A yyyy-mm-dd query parameter. */
export const isoDateParam = z.string().trim().refine(isIsoDate, ruleParams('date'));

export const dateRangeFiltersSchema = z.object({
  /** First day included (yyyy-mm-dd, UTC). */
  from: isoDateParam.optional(),
  /** Last day included (yyyy-mm-dd, UTC). */
  to: isoDateParam.optional(),
});

/** The first instant of a day (UTC). */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The first instant after a day (UTC): `to` is inclusive, so the range ends before this. */
export const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);
