/** View modes of lists (spec point 3). */
export const VIEW_MODES = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Grid' },
] as const;
/** One view mode. */
export type ViewMode = (typeof VIEW_MODES)[number]['value'];

// Sort directions travel (the project list's `direction`), so they live in the contract's
// sorting.ts with the one sort utility.

/** Comparison kinds of the video validators, with the words their messages use (spec point 5). */
export const COMPARISON_KINDS = [
  { value: 'LessThan', phrase: 'less than' },
  { value: 'LessThanEqual', phrase: 'less than or equal to' },
  { value: 'Exact', phrase: '' },
  { value: 'GreaterThanEqual', phrase: 'greater than or equal to' },
  { value: 'GreaterThan', phrase: 'more than' },
] as const;
