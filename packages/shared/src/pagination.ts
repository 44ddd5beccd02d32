// One list contract for every resource: ?page=&perPage=&sort=&q= -> { data, meta }.
import { z } from 'zod';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  /** A column name, descending when prefixed with '-'. Each resource whitelists its own. */
  sort: z.string().max(64).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageMetaSchema = z.object({
  currentPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
  /** The total is the planner's estimate: the list has more rows than are counted exactly. */
  totalIsEstimate: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export function pageMeta(page: number, perPage: number, total: number, totalIsEstimate = false): PageMeta {
  const meta: PageMeta = { currentPage: page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
  return totalIsEstimate ? { ...meta, totalIsEstimate } : meta;
}

/** `sort=name` or `sort=-name`: the key and the direction. */
export function parseSort(sort: string | undefined): { key: string; descending: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/** Most records one bulk action takes. */
export const MAX_BULK_IDS = 500;

export const bulkActionSchema = z.object({
  action: z.string().min(1).max(64),
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(MAX_BULK_IDS),
});
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** Per record: done, or refused with the reason (another owner's record, a guard rail). */
export const bulkResultSchema = z.object({
  done: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
