import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  ANCHOR_KINDS,
  markerLabel,
  type Media,
  type ReviewPerson,
  type ReviewThread,
} from '@portal/shared';
import { useThreadDrawing } from './api/get-drawing';
import { useProjectPeople } from './api/get-people';
import { FIRST_THREADS, useThreads } from './api/get-threads';
import { useReviewTransport } from './api/review-transport';
import { useDraftPin } from './draft-pin';
import type { ReviewBinding, ReviewTarget } from './review-binding';
import type { MediaReviewOptions } from './review-options';
import { commentElementId } from './thread-card';
import type { ThreadFilter, ThreadOrder } from './thread-list';

/** The thread holding a comment (itself, or the thread a reply is in). */
export function threadOf(threads: readonly ReviewThread[] | undefined, id: number | null) {
  if (id === null || !threads) return undefined;
  return threads.find(
    (thread) => thread.id === id || thread.replies.some((reply) => reply.id === id),
  );
}

/** Without the project's list: the people already on the medium's threads, by name. */
function peopleOnThreads(threads: readonly ReviewThread[]): ReviewPerson[] {
  const people = new Map<number, ReviewPerson>();
  for (const comment of threads.flatMap((thread) => [thread, ...thread.replies])) {
    for (const person of comment.mentions) people.set(person.id, person);
    const { author } = comment;
    if (author?.id != null) people.set(author.id, { ...author, id: author.id });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

const scrollToComment = (id: number) =>
  document.getElementById(commentElementId(id))?.scrollIntoView?.({ block: 'nearest' });

/** The version of a medium on view, and how to show another. */
export interface ShownVersion {
  version: number;
  onVersionChange(version: number): void;
}

/**
 * The review's state shared by the viewer and the panel: the filter and order, the threads,
 * the selected thread (the page keeps it in the URL), the viewer's target, the new comment's
 * pin and drawing tool, and the `ReviewBinding` the viewer gets from all of it. The viewer shows
 * the markers of the version on view; choosing a thread of another version shows that version.
 */
export function useReviewController(
  media: Media,
  options: MediaReviewOptions,
  { version, onVersionChange }: ShownVersion = {
    version: media.version,
    onVersionChange: () => {},
  },
) {
  const [filter, setFilter] = useState<ThreadFilter>(FIRST_THREADS.status);
  const [order, setOrder] = useState<ThreadOrder>(FIRST_THREADS.order);
  const threads = useThreads(media.id, { status: filter, order });
  const projectPeople = useProjectPeople(options.projectId);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const pin = useDraftPin(media.mediaType, target);
  const list = threads.data;
  const shownVersion = media.versions?.find((each) => each.number === version);
  const frameRate = (shownVersion ? shownVersion.frameRate : list?.frameRate) ?? null;
  const selectedThread = threadOf(list?.threads, options.commentId);
  const drawing = useThreadDrawing(media.id, selectedThread);

  // Guests of a review link mention nobody.
  const { signedIn } = useReviewTransport();
  const people = useMemo(
    () => (signedIn ? (projectPeople.data ?? peopleOnThreads(list?.threads ?? [])) : []),
    [signedIn, projectPeople.data, list],
  );

  // The comment last shown in the viewer, so a thread is revealed once per choice, not per render.
  const revealed = useRef<number | null>(null);
  // The comment whose version was last shown for it: a version picked afterwards is kept.
  const followed = useRef<number | null>(null);
  const selectNow = (id: number) => {
    const thread = threadOf(list?.threads, id);
    // A thread of another version: that version is shown, and the thread revealed once it is.
    if (thread && thread.version !== version) {
      followed.current = id;
      onVersionChange(thread.version);
    } else if (thread && target) {
      revealed.current = id;
      target.reveal(thread.anchor);
    }
    options.onCommentChange(id);
    scrollToComment(id);
  };
  // A stable `select` for the viewer's markers, always acting on the latest threads and target.
  const latestSelect = useRef(selectNow);
  useLayoutEffect(() => {
    latestSelect.current = selectNow;
  });
  const select = useCallback((id: number) => latestSelect.current(id), []);

  // Opened from a link (?comment=40), or chosen before the viewer was ready: reveal it once the
  // thread and the viewer's target are both there.
  const { commentId } = options;
  useEffect(() => {
    if (commentId === null) {
      revealed.current = null;
      followed.current = null;
      return;
    }
    const thread = threadOf(list?.threads, commentId);
    if (thread && thread.version !== version) {
      if (followed.current !== commentId) {
        followed.current = commentId;
        onVersionChange(thread.version);
      }
      return;
    }
    if (revealed.current === commentId || !thread || !target) return;
    revealed.current = commentId;
    target.reveal(thread.anchor);
    scrollToComment(commentId);
  }, [commentId, list, target, version, onVersionChange]);

  const registerTarget = useCallback((next: ReviewTarget | null) => setTarget(() => next), []);
  const markers = useMemo(
    () =>
      (list?.threads ?? [])
        .filter((thread) => thread.version === version)
        .map((thread) => ({
          id: thread.id,
          number: thread.number,
          anchor: thread.anchor,
          label: markerLabel(thread, frameRate),
          resolved: thread.resolved !== null,
        })),
    [list, frameRate, version],
  );
  const binding = useMemo<ReviewBinding>(
    () => ({
      markers,
      selectedId: selectedThread?.version === version ? selectedThread.id : null,
      drawing,
      select,
      draft: pin.draft,
      changeDraft: pin.changeDraft,
      tool: pin.tool,
      colour: pin.colour,
      frameRate,
      registerTarget,
    }),
    [
      markers,
      selectedThread,
      drawing,
      select,
      pin.draft,
      pin.changeDraft,
      pin.tool,
      pin.colour,
      frameRate,
      registerTarget,
      version,
    ],
  );

  return {
    binding,
    threads,
    filter,
    setFilter,
    order,
    setOrder,
    selectedThreadId: selectedThread?.id ?? null,
    select,
    pin,
    people,
    frameRate,
    /** The viewer's target, once handed over (its live view serves a live session). */
    target,
    /** Whether the viewer has handed over its target (where a comment made now goes). */
    canCapture: target !== null,
    /**
     * Whether the viewer shows the medium: it hands over its target once it does, and a type
     * commented on only as a whole (a stream, a zip) has none to wait for.
     */
    mediumShown: target !== null || ANCHOR_KINDS[media.mediaType].every((kind) => kind === 'whole'),
  };
}

/** What the panel gets from the controller. */
export type ReviewController = ReturnType<typeof useReviewController>;
