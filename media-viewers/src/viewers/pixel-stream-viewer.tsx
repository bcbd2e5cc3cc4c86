import { Alert, Badge, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { PixelStreamVariant } from '@portal/shared';
import type { ViewerProps } from '../media-viewer';

/** Said when the stream's address does not answer. */
export const STREAM_UNREACHABLE =
  'The stream could not be reached. It may be offline; try again in a few minutes.';

/** How long the address may take to answer, and the stream's page to load. */
const PROBE_MS = 10_000;
const LOAD_MS = 20_000;

const VARIANT_LABELS: Record<PixelStreamVariant, string> = {
  ArcaneMirage: 'Arcane Mirage',
  Internal: 'Studio stream',
  AWS: 'AWS',
};

/** Whether an address answers at all (an opaque answer counts; a network failure does not). */
async function reachable(url: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_MS);
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

type State = 'idle' | 'checking' | 'live' | 'unreachable';

/**
 * A Pixel Stream: nothing starts until the viewer asks (a stream holds a GPU on the far side).
 * The stream runs in its provider's page in a frame: the server allowed its host for the variant.
 */
export default function PixelStreamViewer({ media }: ViewerProps) {
  const [state, setState] = useState<State>('idle');
  const frame = useRef<HTMLIFrameElement>(null);
  const loadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const url = new URL(media.file.fileUri, window.location.href).href;
  const launch = async () => {
    setState('checking');
    if (!(await reachable(url))) return setState('unreachable');
    setState('live');
    loadTimer.current = setTimeout(() => setState('unreachable'), LOAD_MS);
  };
  const end = () => {
    clearTimeout(loadTimer.current);
    setState('idle');
  };
  const variant = media.variant ? VARIANT_LABELS[media.variant] : null;
  if (state === 'live') {
    return (
      <Stack gap="xs">
        <iframe
          ref={frame}
          src={url}
          title={`Pixel stream: ${media.title}`}
          // Streams need their own origin's storage and pointer lock; no top navigation.
          sandbox="allow-scripts allow-same-origin allow-pointer-lock allow-popups"
          allow="fullscreen; autoplay; clipboard-write; gamepad; xr-spatial-tracking"
          referrerPolicy="no-referrer"
          onLoad={() => clearTimeout(loadTimer.current)}
          style={{ width: '100%', height: 'min(70vh, 640px)', border: 0, borderRadius: 8 }}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => void frame.current?.requestFullscreen?.()}
          >
            Full screen
          </Button>
          <Button size="xs" variant="light" color="red" onClick={end}>
            End stream
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Box pos="relative">
        {media.thumbnailUrl ? (
          <Image src={media.thumbnailUrl} alt="" radius="md" h={320} fit="cover" />
        ) : (
          <Box h={240} bg="dark.7" style={{ borderRadius: 8 }} />
        )}
      </Box>
      {state === 'unreachable' && (
        <Alert color="orange" title={STREAM_UNREACHABLE}>
          <Button size="xs" variant="light" onClick={() => void launch()}>
            Try again
          </Button>
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          {variant && <Badge variant="light">{variant}</Badge>}
          <Text size="sm" c="dimmed">
            A live, interactive session streamed from a render server.
          </Text>
        </Group>
        {state !== 'unreachable' && (
          <Button onClick={() => void launch()} loading={state === 'checking'}>
            Launch stream
          </Button>
        )}
      </Group>
    </Stack>
  );
}
