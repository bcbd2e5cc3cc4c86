import * as v from 'valibot';
import type { AnySchema } from './endpoint.ts';

/** A positive whole number id, from a route parameter, a query string or a body. */
export const IdSchema = v.pipe(
  v.union([v.string(), v.number()], 'Must be a number.'),
  v.transform(Number),
  v.number('Must be a number.'),
  v.integer('Must be a whole number.'),
  v.minValue(1, 'Must be a positive number.'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'Is too large.'),
);

/** `{ id }` route parameters. */
export const IdParamsSchema = v.object({ id: IdSchema });

/** The default page size of every paged list (spec point 9). */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page a caller may ask for. */
export const MAX_PAGE_SIZE = 100;

/** Paging query: page (default 1), pageSize (default 20, at most 100) and a search text. */
export const PagingQuerySchema = v.object({
  page: v.optional(IdSchema, 1),
  pageSize: v.optional(
    v.pipe(IdSchema, v.maxValue(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page.`)),
    DEFAULT_PAGE_SIZE,
  ),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});

/** One page of a list: `{ page, pageSize, total, items }`. */
export const pageOf = <S extends AnySchema>(item: S) =>
  v.object({ page: v.number(), pageSize: v.number(), total: v.number(), items: v.array(item) });

/** One page of a list of T. */
export interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  items: T[];
}
