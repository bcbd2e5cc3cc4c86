import { Alert, Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { compareKind, type CompareKind } from './compare-kind';
import type { CompareSide } from './compare-side';

export type { CompareSide } from './compare-side';

/** Said when the two media are of types that cannot be compared. */
export const CANNOT_COMPARE = 'These items cannot be compared.';

type Pair = { left: CompareSide; right: CompareSide };

// Each kind is its own chunk: comparing two images downloads neither pdf.js (unless one is a
// PDF, which loads its page) nor Photo Sphere Viewer.
const VIEWS: Record<Exclude<CompareKind, null>, ComponentType<Pair>> = {
  picture: lazy(() => import('./picture-compare')),
  video: lazy(() => import('./video-compare')),
  sphere: lazy(() => import('./sphere-compare')),
};

/**
 * Two media compared: pictures (images and PDF pages) side by side or wiped, videos and 360°
 * views played and turned together; a message for types that cannot be compared.
 */
export default function MediaCompare({ left, right }: Pair) {
  const kind = compareKind(left.media, right.media);
  if (kind === null) return <Alert color="gray" title={CANNOT_COMPARE} />;
  const View = VIEWS[kind];
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader aria-label="Loading the comparison" />
        </Center>
      }
    >
      <View left={left} right={right} />
    </Suspense>
  );
}
