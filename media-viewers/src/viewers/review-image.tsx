import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { pictureCandidates, srcSetOf, type Anchor, type Media } from '@portal/shared';
import type { ReviewBinding } from '../review/review-binding';
import type { Spot } from '../review/overlay/geometry';
import { ReviewOverlay } from '../review/overlay/review-overlay';
import { useReviewTarget } from '../review/overlay/use-review-target';
import { centreOf, centreOn, focusOf } from '../review/overlay/viewport';
import { imageLiveView, nearestStep } from './image-live-view';

const ZOOMS = [1, 1.5, 2, 3, 4, 6];
/** The tallest the picture's box grows: 70 % of the screen, up to 640 px. */
const BOX_HEIGHT = '70vh, 640px';

/** Said when the image cannot be loaded. */
export const IMAGE_FAILED = 'The image could not be shown.';

/**
 * An image under review: zoomed and scrolled in one box with its review layer, so pins and
 * drawings stay on their spot at any zoom. Zoom keeps the centre of the view where it was. The
 * picture is the preview that fills the width shown; the original comes only past the widest.
 */
export function ReviewImage({
  media,
  review,
  originals = true,
}: {
  media: Media;
  review: ReviewBinding;
  /** Whether the original may be zoomed into (false: a share link that lets none leave). */
  originals?: boolean;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const size = useElementSize();
  const viewportRef = useMergedRef(viewport, size.ref);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState(0);
  const [failed, setFailed] = useState(false);
  // The spot to keep centred across a change of zoom (set just before, used once laid out).
  const keep = useRef<Spot | null>(null);

  const measure = (img: HTMLImageElement) =>
    setNatural({ width: img.naturalWidth || 1, height: img.naturalHeight || 1 });

  // The picture is often there before the viewer is first laid out (it loads while the viewer
  // is built): then it is sized at once, so it shows with its markers in that same frame rather
  // than one render later, from its load event.
  useLayoutEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth > 0) measure(img);
  }, []);

  useLayoutEffect(() => {
    if (keep.current && viewport.current && picture.current) {
      centreOn(viewport.current, picture.current, keep.current);
    }
    keep.current = null;
  }, [zoom]);

  const zoomTo = (next: number) => {
    const to = Math.min(Math.max(0, next), ZOOMS.length - 1);
    if (to === zoom) return;
    if (viewport.current && picture.current)
      keep.current = centreOf(viewport.current, picture.current);
    setZoom(to);
  };

  // The latest state, for the live view (made once, when the target is registered).
  const now = useRef({ natural, zoom });
  useEffect(() => {
    now.current = { natural, zoom };
  });
  const makeLive = () =>
    imageLiveView({
      view: () => {
        if (!now.current.natural || !viewport.current || !picture.current) return null;
        return {
          zoom: ZOOMS[now.current.zoom]!,
          centre: centreOf(viewport.current, picture.current),
        };
      },
      show: (factor, centre) => {
        const to = nearestStep(ZOOMS, factor);
        if (to !== now.current.zoom) {
          // Scrolled there once laid out at the new zoom.
          keep.current = centre;
          setZoom(to);
        } else if (viewport.current && picture.current) {
          centreOn(viewport.current, picture.current, centre);
        }
      },
    });

  useReviewTarget(
    review,
    {
      capture: (): Anchor | null => {
        if (!natural || !viewport.current || !picture.current) return null;
        const { x, y } = centreOf(viewport.current, picture.current);
        return { kind: 'point', x, y, width: null, height: null, page: null };
      },
      reveal: (anchor) => {
        if (anchor.kind !== 'point' || !viewport.current || !picture.current) return;
        centreOn(viewport.current, picture.current, focusOf(anchor));
      },
    },
    makeLive,
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === '+' || event.key === '=') zoomTo(zoom + 1);
    else if (event.key === '-') zoomTo(zoom - 1);
    else if (event.key === '0') zoomTo(0);
    else return;
    event.preventDefault();
  };

  if (failed) return <Alert color="red" title={IMAGE_FAILED} />;

  // Fit: the whole image in the viewport; each zoom step widens that box.
  const aspect = natural ? natural.width / natural.height : null;
  const fitWidth = aspect && size.width ? Math.min(size.width, size.height * aspect) : null;
  const width = fitWidth ? fitWidth * ZOOMS[zoom]! : null;
  // The box is no taller than the picture at its full width (a landscape picture on a phone does
  // not sit in a tall empty box, walk D23), and at most 70 % of the screen.
  const boxHeight =
    aspect && size.width
      ? `min(${BOX_HEIGHT}, ${Math.ceil(size.width / aspect)}px)`
      : `min(${BOX_HEIGHT})`;
  // Its previews, and the original for zooming past the widest: the browser takes the one that
  // fills the width shown (and keeps a wider one it already has).
  const srcSet = srcSetOf(pictureCandidates(media, { original: originals }));
  return (
    <Box>
      <Group gap="xs" mb="xs">
        <Button size="xs" variant="default" disabled={zoom === 0} onClick={() => zoomTo(zoom - 1)}>
          Zoom out
        </Button>
        <Text size="sm" w={48} ta="center" aria-live="polite">
          {`${Math.round(ZOOMS[zoom]! * 100)}%`}
        </Text>
        <Button
          size="xs"
          variant="default"
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => zoomTo(zoom + 1)}
        >
          Zoom in
        </Button>
        <Button size="xs" variant="default" disabled={zoom === 0} onClick={() => zoomTo(0)}>
          Fit
        </Button>
      </Group>
      <Box
        ref={viewportRef}
        role="region"
        aria-label={`${media.title}, zoomable`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        h={boxHeight}
        style={{
          display: 'flex',
          overflow: 'auto',
          borderRadius: 8,
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        <Box
          ref={picture}
          pos="relative"
          style={{
            margin: 'auto',
            flex: 'none',
            width: width ?? '100%',
            aspectRatio: aspect ?? undefined,
          }}
        >
          <img
            ref={image}
            src={srcSet ? media.thumbnailUrl : media.file.fileUri}
            srcSet={srcSet}
            sizes={width ? `${Math.ceil(width)}px` : '100vw'}
            alt={media.title}
            draggable={false}
            onError={() => setFailed(true)}
            onLoad={(event) => measure(event.currentTarget)}
            style={{ display: 'block', width: '100%', height: '100%', userSelect: 'none' }}
          />
          <ReviewOverlay review={review} waiting={!natural} />
        </Box>
      </Box>
    </Box>
  );
}
