// What the other features of this remote use of the review feature (its public face).
export { DueBadge } from './components/due-badge';
export { OverdueReviews } from './components/overdue-reviews';
export { AttentionFiltered, PostReviewRollup } from './components/post-review';
export { ReviewSummary } from './components/review-summary';
export { useAttentionFilter } from './hooks/use-attention-filter';
export { postOverdue } from './lib/due-dates';
