import { REVIEW_STATE_LABELS, type Media, type ReviewState } from '@portal/shared';

/** How many media stand in each review state, of how many carry a review. */
export type ReviewCounts = Record<ReviewState, number> & { total: number };

/** Whether someone has to act on a medium: it awaits a decision, changes were asked, or a thread is open. */
export const needsAttention = (media: Media) =>
  media.review !== undefined &&
  (media.review.state !== 'Approved' || media.review.openComments > 0);

/** The review states of the media that carry one (those that do not are left out). */
export function countReviews(media: readonly Media[]): ReviewCounts {
  const counts: ReviewCounts = { Approved: 0, ChangesRequested: 0, Pending: 0, total: 0 };
  for (const { review } of media) {
    if (!review) continue;
    counts[review.state] += 1;
    counts.total += 1;
  }
  return counts;
}

const count = (n: number) => n.toLocaleString('en-AU');
/** "2 changes requested", but "1 change requested"; the other labels read alike for any number. */
const counted = (state: ReviewState, n: number) => {
  const label = REVIEW_STATE_LABELS[state].toLowerCase();
  return `${count(n)} ${state === 'ChangesRequested' && n === 1 ? 'change requested' : label}`;
};

/** "12 approved · 2 changes requested · 5 awaiting review" (states with none left out). */
export function summaryText(counts: ReviewCounts) {
  return (['Approved', 'ChangesRequested', 'Pending'] as const)
    .filter((state) => counts[state] > 0)
    .map((state) => counted(state, counts[state]))
    .join(' · ');
}

/** A post's roll-up: "3 of 5 approved · 2 changes requested". */
export function rollupText(counts: ReviewCounts) {
  const approved = `${count(counts.Approved)} of ${counted('Approved', counts.total)}`;
  return counts.ChangesRequested > 0
    ? `${approved} · ${counted('ChangesRequested', counts.ChangesRequested)}`
    : approved;
}
