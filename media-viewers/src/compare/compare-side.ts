import type { Media } from '@portal/shared';

/** One side of a comparison: the medium and what to call it. */
export interface CompareSide {
  media: Media;
  /** e.g. 'v1', 'v3 (latest)' or a title */
  label: string;
  /** A video's frames per second, when known (the review's analysis); 25 otherwise. */
  frameRate?: number | null;
}
