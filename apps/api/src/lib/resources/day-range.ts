// The `from` and `to` filters of a list with a date range (dateRangeFiltersSchema): calendar days read as UTC,
// both inclusive, on one timestamp column.
import { endOfDay, startOfDay } from '@rentals/shared/resources/date-range';
import { gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const dayRangeFilters = (column: PgColumn) => ({
  from: (day: string) => gte(column, startOfDay(day)),
  to: (day: string) => lt(column, endOfDay(day)),
});
