// @portal/media-viewers: every media type's viewer, each a lazy chunk of the remote using it.
export { MediaCard } from './media-card';
export { MediaGallery, type MediaGalleryProps } from './media-gallery';
export { MediaTypeIcon } from './media-type-icon';
export { MediaViewer, type ViewerProps } from './media-viewer';
// Review on a medium (project pages, and review links): the dialog with its panel, the words it
// uses, and where it reads and writes (a review link's guests through the link).
export { MediaModal } from './media-modal';
export { useNestedDialog } from './review/nested-dialogs';
export {
  ReviewTransportProvider,
  shareReviewTransport,
  type ReviewTransport,
} from './review/api/review-transport';
export type { MediaReviewOptions } from './review/review-options';
export { REVIEW_STATE_COLOURS } from './review/approval-bar';
export type { DraftPin, ReviewBinding, ReviewMarker, ReviewTarget } from './review/review-binding';
