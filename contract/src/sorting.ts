import * as v from 'valibot';

// Spec point 3: a sort option is a columnKey (a column index, or a property name with dotted
// paths allowed) and a direction. Strings compare case-insensitively; empty values go last when
// ascending (and so first when descending, the exact reverse). The one sort of every sortable
// list, on the server (paged lists) and in the bundles (lists they hold whole).

/** Sort directions (spec point 3). */
export const SORT_DIRECTIONS = ['Ascending', 'Descending'] as const;
/** A sort direction. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** A sort direction on the wire. */
export const SortDirectionSchema = v.picklist(SORT_DIRECTIONS);

/** How a list is sorted: the column (index or dotted property path) and the direction. */
export interface SortOption<K extends string | number = string | number> {
  columnKey: K;
  direction: SortDirection;
}

/** The value at a column index (of a row that is an array) or a dotted property path. */
export function valueAt(item: unknown, columnKey: string | number): unknown {
  if (typeof columnKey === 'number') return Array.isArray(item) ? item[columnKey] : undefined;
  let value: unknown = item;
  for (const part of columnKey.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/** Compares two non-empty values: numbers and dates by value, everything else as text. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

/** Compares two items by a sort option, as `Array.prototype.sort` expects. */
export function compareBy<T>(option: SortOption): (a: T, b: T) => number {
  const sign = option.direction === 'Descending' ? -1 : 1;
  return (a, b) => {
    const x = valueAt(a, option.columnKey);
    const y = valueAt(b, option.columnKey);
    const emptyX = isEmpty(x);
    const emptyY = isEmpty(y);
    if (emptyX || emptyY) return emptyX === emptyY ? 0 : sign * (emptyX ? 1 : -1);
    return sign * compareValues(x, y);
  };
}

/**
 * A sorted copy of `items` (stable: equal items keep their order). Strings compare
 * case-insensitively (and digits as numbers, so 'Level 10' follows 'Level 9'); empty values
 * (null, undefined, blank text) go last when ascending, first when descending.
 */
export function sortItems<T>(items: readonly T[], option: SortOption): T[] {
  return [...items].sort(compareBy<T>(option));
}
