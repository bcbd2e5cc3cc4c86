// @portal/media-viewers: every media type's viewer, each a lazy chunk of the remote using it.
export { MediaCard } from './media-card';
export { MediaGallery, type MediaGalleryProps } from './media-gallery';
export { MediaTypeIcon } from './media-type-icon';
export { MediaViewer, type ViewerProps } from './media-viewer';
