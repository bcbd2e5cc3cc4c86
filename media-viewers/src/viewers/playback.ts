import { useState } from 'react';
import { playbackSource, type Media } from '@portal/shared';

/** Where a video plays from on this screen: its web copy for the screen's size, or its file. */
export const playbackOf = (media: Media) =>
  playbackSource(media, window.screen.width * (window.devicePixelRatio || 1));

/**
 * The address a viewer plays, chosen once when it opens: a copy made meanwhile (the page looks
 * again while previews are made) does not restart what is playing.
 */
export function usePlayback(media: Media) {
  const [source] = useState(() => playbackOf(media));
  return source;
}
