import { Alert, Box, Text } from '@mantine/core';
import type { Viewer, ViewerConfig } from '@photo-sphere-viewer/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import '@photo-sphere-viewer/core/index.css';
import type { ReviewBinding } from '../review/review-binding';
import { SphereDrawing } from './sphere-drawing';
import type { VideoControl } from './sphere-review';
import { useSphereReview } from './use-sphere-review';

/** Said when a 360° picture or video cannot be shown. */
export const SPHERE_FAILED = 'The 360° view could not be loaded.';

/**
 * A Photo Sphere Viewer in a box: created when mounted, destroyed when unmounted (StrictMode's
 * second mount makes a fresh one, so no WebGL context leaks). Under review, `create` adds the
 * markers plugin and the threads are marked on the sphere; a 360° video's drawings lie over it.
 */
export function Sphere({
  title,
  create,
  review,
  video,
}: {
  title: string;
  create: (container: HTMLDivElement) => Promise<Viewer>;
  review?: ReviewBinding;
  /** A 360° video's controls (the pins' moments). */
  video?: (viewer: Viewer) => VideoControl;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<Viewer | null>(null);
  useSphereReview(shown, review, video);
  const control = useMemo(() => (shown && video ? video(shown) : null), [shown, video]);
  useEffect(() => {
    let viewer: Viewer | undefined;
    let gone = false;
    create(container.current!)
      .then((made) => {
        if (gone) return made.destroy();
        viewer = made;
        made.addEventListener('panorama-error', () => setFailed(true));
        setShown(made);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      setShown(null);
      viewer?.destroy();
    };
  }, [create]);
  if (failed) return <Alert color="red" title={SPHERE_FAILED} />;
  return (
    <Box>
      <Box
        ref={container}
        role="application"
        aria-label={`360° view of ${title}`}
        // Focusable, so the arrow keys turn it and + and − zoom without a mouse.
        tabIndex={0}
        h="min(70vh, 640px)"
        style={{ borderRadius: 8, overflow: 'hidden' }}
      />
      {/* In the viewer's own element, so its full screen shows the drawings too. */}
      {review &&
        shown &&
        control &&
        createPortal(
          <SphereDrawing viewer={shown} review={review} video={control} />,
          shown.container,
        )}
      <Text size="xs" c="dimmed" mt={4}>
        {review
          ? 'Drag or use the arrow keys to look around, scroll or + and − to zoom. While writing a comment, click to point it there.'
          : 'Drag or use the arrow keys to look around, scroll or + and − to zoom.'}
      </Text>
    </Box>
  );
}

/** Settings every sphere shares. */
export const SPHERE_DEFAULTS: Partial<ViewerConfig> = {
  loadingTxt: 'Loading…',
  navbar: ['zoom', 'move', 'caption', 'fullscreen'],
  defaultZoomLvl: 30,
  touchmoveTwoFingers: true,
  // Arrow keys turn the view and + / − zoom whenever it has the focus (not only full screen):
  // PSV then hears the whole window, so every viewer's plugins start with `withKeyScope`.
  keyboard: 'always',
};

/** The markers plugin (and its styles), fetched only for a review: embeds never download it. */
export async function markersPlugin() {
  const [{ MarkersPlugin }] = await Promise.all([
    import('@photo-sphere-viewer/markers-plugin'),
    import('@photo-sphere-viewer/markers-plugin/index.css'),
  ]);
  return MarkersPlugin;
}
