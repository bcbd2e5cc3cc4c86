import { Alert, Center, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { Document, Page } from 'react-pdf';
// The PDF viewer's module sets pdf.js's worker up (an asset of the remote): importing it from
// here shares that one setup.
import { PDF_FAILED } from '../viewers/pdf-viewer';
import type { CompareSide } from './compare-side';

/** A box's size in CSS pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/** The width a picture of this aspect (width / height) is shown at when fitted in a box. */
export const fitted = (box: BoxSize, aspect: number | null) =>
  aspect ? Math.min(box.width, box.height * aspect) : box.width;

/** Props of ComparePdfPage. */
export interface ComparePdfPageProps {
  side: CompareSide;
  page: number;
  box: BoxSize;
  onPages?: (pages: number) => void;
}

/**
 * One page of a PDF fitted in a box of the given size (the page's height, or its width when the
 * page is wider than that allows); a note when the document has fewer pages than asked.
 */
export function ComparePdfPage({ side, page, box, onPages }: ComparePdfPageProps) {
  const [pages, setPages] = useState(0);
  const [aspect, setAspect] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (failed) return <Alert color="red" title={PDF_FAILED} />;
  return (
    <Document
      file={side.media.file.fileUri}
      onLoadSuccess={({ numPages }) => {
        setPages(numPages);
        onPages?.(numPages);
      }}
      onLoadError={() => setFailed(true)}
      onSourceError={() => setFailed(true)}
      loading={<Loader aria-label={`Loading ${side.label}`} />}
      error={<span />}
    >
      {pages > 0 && page > pages ? (
        <Center h="100%">
          <Text size="sm">{`${side.label} has ${pages === 1 ? 'one page' : `${pages} pages`}.`}</Text>
        </Center>
      ) : (
        box.width > 0 && (
          <Page
            pageNumber={page}
            width={Math.round(fitted(box, aspect))}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            onLoadSuccess={({ originalWidth, originalHeight }) =>
              setAspect(originalWidth / originalHeight)
            }
            onRenderError={() => setFailed(true)}
          />
        )
      )}
    </Document>
  );
}
