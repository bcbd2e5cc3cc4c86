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

const label = (state: ReviewState) => REVIEW_STATE_LABELS[state].toLowerCase();
const count = (n: number) => n.toLocaleString('en-AU');

/** "12 approved · 2 changes requested · 5 awaiting review" (states with none left out). */
export function summaryText(counts: ReviewCounts) {
  return (['Approved', 'ChangesRequested', 'Pending'] as const)
    .filter((state) => counts[state] > 0)
    .map((state) => `${count(counts[state])} ${label(state)}`)
    .join(' · ');
}

/** A post's roll-up: "3 of 5 approved · 1 changes requested". */
export function rollupText(counts: ReviewCounts) {
  const approved = `${count(counts.Approved)} of ${count(counts.total)} ${label('Approved')}`;
  return counts.ChangesRequested > 0
    ? `${approved} · ${count(counts.ChangesRequested)} ${label('ChangesRequested')}`
    : approved;
}
