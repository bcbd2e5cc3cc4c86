import { Alert, Box, Text } from '@mantine/core';
import type { Viewer, ViewerConfig } from '@photo-sphere-viewer/core';
import { useEffect, useRef, useState } from 'react';
import '@photo-sphere-viewer/core/index.css';

/** Said when a 360° picture or video cannot be shown. */
export const SPHERE_FAILED = 'The 360° view could not be loaded.';

/**
 * A Photo Sphere Viewer in a box: created when mounted, destroyed when unmounted (StrictMode's
 * second mount makes a fresh one, so no WebGL context leaks).
 */
export function Sphere({
  title,
  create,
}: {
  title: string;
  create: (container: HTMLDivElement) => Promise<Viewer>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let viewer: Viewer | undefined;
    let gone = false;
    create(container.current!)
      .then((made) => {
        if (gone) return made.destroy();
        viewer = made;
        made.addEventListener('panorama-error', () => setFailed(true));
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
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
        h="min(70vh, 640px)"
        style={{ borderRadius: 8, overflow: 'hidden' }}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Drag to look around, scroll to zoom.
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
};
