import { lazy, useState, type ComponentType } from 'react';
import type { Media, MediaType } from '@portal/shared';
import type { ReviewBinding } from './review/review-binding';
import { ViewerBoundary } from './viewer-boundary';

/** What every viewer receives. */
export interface ViewerProps {
  media: Media;
  /** Start playing (video, 360° video) as soon as it can. */
  autoPlay?: boolean;
  /** The review panel's markers, pin and target (project pages); absent on embeds and shares. */
  review?: ReviewBinding;
  /**
   * Whether the original file may leave (false: a share link that allows no originals): the
   * viewer then offers no download or address of it, and a PDF is shown from its preview.
   */
  originals?: boolean;
}

type Loader = () => Promise<{ default: ComponentType<ViewerProps> }>;

/**
 * Each type's viewer is its own chunk, fetched the first time that type is opened: a page that
 * lists media downloads none of them (three, Photo Sphere Viewer, pdf.js and Cesium are large).
 */
const LOADERS: Record<MediaType, Loader> = {
  Video: () => import('./viewers/video-viewer'),
  Image: () => import('./viewers/image-viewer'),
  Panorama: () => import('./viewers/panorama-viewer'),
  PanoramaVideo: () => import('./viewers/panorama-video-viewer'),
  PixelStream: () => import('./viewers/pixel-stream-viewer'),
  Zip: () => import('./viewers/zip-viewer'),
  Pdf: () => import('./viewers/pdf-viewer'),
  Cesium: () => import('./viewers/cesium-viewer'),
};

const lazyViewer = (type: MediaType) => lazy(LOADERS[type]);

/** The viewer of one media item, loaded when first shown. */
export function MediaViewer({ media, autoPlay = false, review, originals = true }: ViewerProps) {
  // Held in state: a retry needs a fresh lazy component (React keeps a failed import's error).
  const [viewer, setViewer] = useState(() => ({
    type: media.mediaType,
    Component: lazyViewer(media.mediaType),
  }));
  if (viewer.type !== media.mediaType) {
    setViewer({ type: media.mediaType, Component: lazyViewer(media.mediaType) });
  }
  const { Component } = viewer;
  return (
    <ViewerBoundary
      media={media}
      onRetry={() => setViewer({ type: media.mediaType, Component: lazyViewer(media.mediaType) })}
    >
      <Component media={media} autoPlay={autoPlay} review={review} originals={originals} />
    </ViewerBoundary>
  );
}
