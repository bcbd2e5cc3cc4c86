/** View modes of lists (spec point 3). */
export const VIEW_MODES = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Grid' },
] as const;
/** One view mode. */
export type ViewMode = (typeof VIEW_MODES)[number]['value'];

// Sort directions travel (the project list's `direction`), so they live in the contract's
// sorting.ts with the one sort utility; comparison kinds of the video rules are the contract's too
// (uploads/video-requirements.ts).
