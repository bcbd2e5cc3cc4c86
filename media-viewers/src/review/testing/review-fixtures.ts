import type { MediaReview, ReviewThread, ReviewThreadList } from '@portal/shared';
import type { ReviewBinding } from '../review-binding';

/** A thread as the API sends it: Olivia Harbour's, at 00:00:03:12 of a 25 fps video. */
export function threadOf(id: number, overrides: Partial<ReviewThread> = {}): ReviewThread {
  return {
    id,
    mediaId: 12,
    parentId: null,
    text: `Thread ${id}`,
    author: { id: 5, name: 'Olivia Harbour', side: 'client' },
    mentions: [],
    createdDate: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedDate: null,
    isDeleted: false,
    canEdit: false,
    canDelete: false,
    number: id,
    version: 1,
    anchor: { kind: 'time', time: 3.5, endTime: null, frame: 87, endFrame: null },
    hasDrawing: false,
    resolved: null,
    canResolve: false,
    replies: [],
    ...overrides,
  };
}

/** A medium's thread list with its counts worked out. */
export function listOf(
  threads: ReviewThread[],
  overrides: Partial<ReviewThreadList> = {},
): ReviewThreadList {
  const resolved = threads.filter((thread) => thread.resolved).length;
  return {
    threads,
    open: threads.length - resolved,
    resolved,
    frameRate: 25,
    duration: 60,
    canComment: true,
    ...overrides,
  };
}

/** A medium awaiting review, which the caller may decide. */
export function reviewOf(overrides: Partial<MediaReview> = {}): MediaReview {
  return {
    mediaId: 12,
    version: 1,
    state: 'Pending',
    decision: null,
    comments: 0,
    openComments: 0,
    history: [],
    canDecide: true,
    decidesOnBehalf: false,
    canWithdraw: false,
    ...overrides,
  };
}

/** The project's people who can be mentioned. */
export const PEOPLE = [
  { id: 5, name: 'Olivia Harbour', side: 'client' as const },
  { id: 8, name: 'Sam Studio', side: 'studio' as const },
];

/**
 * A viewer's side of a review: no markers, nothing chosen, no draft or tool (override what a
 * test needs, such as `registerTarget` to hold the target the viewer hands over).
 */
export function bindingOf(overrides: Partial<ReviewBinding> = {}): ReviewBinding {
  return {
    markers: [],
    selectedId: null,
    drawing: null,
    select: jest.fn(),
    draft: null,
    changeDraft: jest.fn(),
    tool: null,
    colour: 'red',
    frameRate: null,
    registerTarget: jest.fn(),
    ...overrides,
  };
}
