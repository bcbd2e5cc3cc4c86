import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ViewerProps } from '../media-viewer';
import type { SceneReview } from './cesium-review';
import { openScene, type Scene } from './cesium-scene';
import { useCesiumReview } from './use-cesium-review';

/** Said when the 3D view cannot start. */
export const SCENE_FAILED = 'The 3D view could not be loaded.';
/** Said over the poster while the 3D view loads, until it is framed and its ground drawn. */
export const LOADING_SCENE = 'Loading the 3D view…';
/** Said when the browser has no WebGL. */
export const NO_WEBGL = 'Your browser cannot show 3D views (WebGL is off).';

type State = 'poster' | 'loading' | 'shown' | 'failed' | 'no-webgl';

const hasWebGl = () => {
  try {
    return !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
};

/**
 * An interactive Cesium scene (CZML or 3D tiles). Cesium is over a megabyte, so nothing of it
 * loads until the viewer asks: a picture and a 'Load 3D view' button stand in until then. Under
 * review, the threads' pins are in the scene once it runs.
 */
export default function CesiumViewer({ media, review }: ViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const scene = useRef<Scene | null>(null);
  const [state, setState] = useState<State>('poster');
  const [reviewed, setReviewed] = useState<SceneReview | null>(null);
  const onKeyDown = useCesiumReview(reviewed, review);
  useEffect(() => () => scene.current?.destroy(), []);
  const load = async () => {
    if (!hasWebGl()) return setState('no-webgl');
    setState('loading');
    try {
      setReviewed(null);
      scene.current?.destroy();
      scene.current = await openScene(container.current!, media);
      if (review) setReviewed(scene.current.startReview());
      setState('shown');
    } catch (error) {
      // Kept in the console for whoever looks into it; the viewer says it in words.
      console.error('The 3D view could not be loaded:', error);
      setState('failed');
    }
  };
  const live = state === 'loading' || state === 'shown';
  return (
    <Stack gap="xs">
      {!live &&
        (media.thumbnailUrl ? (
          <Image src={media.thumbnailUrl} alt="" radius="md" h={320} fit="cover" />
        ) : (
          <Box h={240} bg="gray.2" style={{ borderRadius: 8 }} />
        ))}
      {state === 'failed' && <Alert color="red" title={SCENE_FAILED} />}
      {state === 'no-webgl' && <Alert color="orange" title={NO_WEBGL} />}
      <Box pos="relative" display={live ? 'block' : 'none'}>
        <Box
          ref={container}
          role="application"
          aria-label={`3D view of ${media.title}`}
          tabIndex={review ? 0 : undefined}
          onKeyDown={onKeyDown}
          h="min(70vh, 640px)"
          // Laid out while it loads (Cesium sizes itself from it), seen once framed and drawn.
          style={{ borderRadius: 8, overflow: 'hidden', opacity: state === 'shown' ? 1 : 0 }}
        />
        {state === 'loading' && (
          <Center
            pos="absolute"
            inset={0}
            bg="gray.2"
            style={{
              borderRadius: 8,
              ...(media.thumbnailUrl && {
                background: `center / cover no-repeat url("${media.thumbnailUrl}")`,
              }),
            }}
          >
            <Paper shadow="sm" px="md" py="xs" radius="md">
              <Group gap="xs">
                <Loader size="sm" aria-hidden />
                <Text size="sm" role="status">
                  {LOADING_SCENE}
                </Text>
              </Group>
            </Paper>
          </Center>
        )}
      </Box>
      {live ? (
        <Text size="xs" c="dimmed">
          {review
            ? 'Drag to orbit, right-drag or scroll to zoom. Click a pin to open its thread; while writing a comment, click the model or use the arrow keys to place it.'
            : 'Drag to orbit, right-drag or scroll to zoom.'}
        </Text>
      ) : (
        <Button onClick={() => void load()} style={{ alignSelf: 'flex-start' }}>
          {state === 'failed' ? 'Try again' : 'Load 3D view'}
        </Button>
      )}
    </Stack>
  );
}
