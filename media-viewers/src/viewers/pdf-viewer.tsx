import { Alert, Anchor, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import type { ViewerProps } from '../media-viewer';
import type { Spot } from '../review/overlay/geometry';
import { ReviewOverlay } from '../review/overlay/review-overlay';
import { useReviewTarget } from '../review/overlay/use-review-target';
import { centreOf, centreOn, focusOf } from '../review/overlay/viewport';
import { nearestStep } from './image-live-view';
import { pdfLiveView } from './pdf-live-view';
import { PdfPreview } from './pdf-preview';

// The worker is an asset of this remote; from another origin pdf.js wraps it in a blob itself.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/** Said when the document cannot be read or drawn. */
export const PDF_FAILED = 'The PDF could not be shown.';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2];
/**
 * A PDF drawn in the page (pdf.js), page by page, with zoom and a download; under review, the
 * page's pins and drawings over it. When its original may not leave (a share link that allows
 * none), pdf.js is never given the file: its preview stands in, with no download or address.
 */
export default function PdfViewer({ originals = true, ...props }: ViewerProps) {
  return originals ? <PdfDocument {...props} /> : <PdfPreview {...props} />;
}

/** The document itself, read from its file. */
function PdfDocument({ media, review }: ViewerProps) {
  const { ref: sizeRef, width } = useElementSize();
  const viewport = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(sizeRef, viewport);
  // A thread's spot to bring into view once its page is drawn.
  const pending = useRef<Spot | null>(null);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [failed, setFailed] = useState(false);
  const go = (to: number) => setPage(Math.min(Math.max(1, to), pages));
  // The latest state, for the live view (made once, when the target is registered).
  const now = useRef({ pages, page, zoom });
  useEffect(() => {
    now.current = { pages, page, zoom };
  });
  const makeLive = () =>
    pdfLiveView({
      view: () => {
        const shown = now.current;
        return shown.pages ? { page: shown.page, zoom: ZOOMS[shown.zoom]! } : null;
      },
      show: (to, factor) => {
        setPage(Math.min(Math.max(1, to), now.current.pages));
        setZoom(nearestStep(ZOOMS, factor));
      },
    });
  const showPending = () => {
    if (pending.current && viewport.current && sheet.current) {
      centreOn(viewport.current, sheet.current, pending.current);
    }
    pending.current = null;
  };
  useReviewTarget(
    review,
    {
      capture: () => {
        if (!pages || !viewport.current || !sheet.current) return null;
        const { x, y } = centreOf(viewport.current, sheet.current);
        return { kind: 'point', x, y, width: null, height: null, page };
      },
      reveal: (anchor) => {
        if (anchor.kind !== 'point' || !anchor.page || !pages) return;
        pending.current = focusOf(anchor);
        if (anchor.page === page) showPending();
        else go(anchor.page);
      },
    },
    makeLive,
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'PageDown') go(page + 1);
    else if (event.key === 'PageUp') go(page - 1);
    else return;
    event.preventDefault();
  };
  const links = (
    <Group gap="md">
      <Anchor href={media.file.fileUri} download={media.file.fileName} size="sm">
        Download PDF
      </Anchor>
      <Anchor href={media.file.fileUri} target="_blank" rel="noopener" size="sm">
        Open in new tab
      </Anchor>
    </Group>
  );
  if (failed) {
    return (
      <Alert color="red" title={PDF_FAILED}>
        {links}
      </Alert>
    );
  }
  return (
    <Box>
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => go(page - 1)}>
            Previous page
          </Button>
          <Text size="sm" aria-live="polite">
            {pages ? `Page ${page} of ${pages}` : 'Opening…'}
          </Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => go(page + 1)}>
            Next page
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={zoom === 0}
            onClick={() => setZoom(zoom - 1)}
          >
            Zoom out
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom(zoom + 1)}
          >
            Zoom in
          </Button>
          {links}
        </Group>
      </Group>
      <Box
        ref={ref}
        role="region"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={`${media.title}, page ${page}`}
        style={{ overflow: 'auto', maxHeight: '70vh', background: 'var(--mantine-color-gray-2)' }}
      >
        <Document
          file={media.file.fileUri}
          onLoadSuccess={({ numPages }) => setPages(numPages)}
          onLoadError={() => setFailed(true)}
          onSourceError={() => setFailed(true)}
          loading={
            <Center h={240}>
              <Loader aria-label="Loading the PDF" />
            </Center>
          }
          error={<span />}
        >
          {width > 0 && (
            <Box ref={sheet} pos="relative" w="fit-content" mx="auto">
              <Page
                pageNumber={page}
                width={Math.round(width * ZOOMS[zoom]!)}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                onRenderSuccess={showPending}
                onRenderError={() => setFailed(true)}
              />
              {review && <ReviewOverlay review={review} page={page} />}
            </Box>
          )}
        </Document>
      </Box>
    </Box>
  );
}
