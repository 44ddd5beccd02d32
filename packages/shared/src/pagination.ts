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
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { currentPage: page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
