/** View modes of lists (spec point 3). */
export const VIEW_MODES = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Grid' },
] as const;
/** One view mode. */
export type ViewMode = (typeof VIEW_MODES)[number]['value'];

/** Sort directions (spec point 3). */
export const SORT_DIRECTIONS = [
  { value: 'ascending', label: 'Ascending' },
  { value: 'descending', label: 'Descending' },
] as const;
/** One sort direction. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number]['value'];

/** Comparison kinds of the video validators, with the words their messages use (spec point 5). */
export const COMPARISON_KINDS = [
  { value: 'LessThan', phrase: 'less than' },
  { value: 'LessThanEqual', phrase: 'less than or equal to' },
  { value: 'Exact', phrase: '' },
  { value: 'GreaterThanEqual', phrase: 'greater than or equal to' },
  { value: 'GreaterThan', phrase: 'more than' },
] as const;
