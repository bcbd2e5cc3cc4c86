import { useElementSize } from '@mantine/hooks';
import { pictureCandidates, srcSetOf } from '@portal/shared';
import { ComparePdfPage, fitted } from './compare-pdf-page';
import type { CompareSide } from './compare-side';
import classes from './compare.module.css';

/** Props of ComparePicture. */
export interface ComparePictureProps {
  side: CompareSide;
  /** The page shown of a PDF (an image is the same on every page). */
  page: number;
  /** Called with a PDF's page count once it is read. */
  onPages?: (pages: number) => void;
  /** A `clip-path` for the picture (the top one of a wipe), applied to what is seen, not its box. */
  clip?: string;
}

/**
 * One side's picture fitted in its box (the box sets the size): an image's preview that fills
 * the width shown (the original only when it has none), or a PDF's page drawn to fit.
 */
export function ComparePicture({ side, page, onPages, clip }: ComparePictureProps) {
  const { ref, width: boxWidth, height: boxHeight } = useElementSize();
  const box = { width: boxWidth, height: boxHeight };
  const { media, label } = side;
  const alt = `${label}: ${media.title}`;
  if (media.mediaType !== 'Pdf') {
    const { width, height } = media.preview ?? {};
    const shown = fitted(box, width && height ? width / height : null);
    const srcSet = srcSetOf(pictureCandidates(media));
    return (
      <div ref={ref} className={classes.frame}>
        <img
          src={srcSet ? media.thumbnailUrl : media.file.fileUri}
          srcSet={srcSet}
          sizes={shown > 0 ? `${Math.ceil(shown)}px` : '50vw'}
          alt={alt}
          draggable={false}
          className={classes.picture}
          style={{ clipPath: clip }}
        />
      </div>
    );
  }
  return (
    <div
      ref={ref}
      className={classes.frame}
      role="img"
      aria-label={`${alt}, page ${page}`}
      style={{ clipPath: clip }}
    >
      <ComparePdfPage side={side} page={page} box={box} onPages={onPages} />
    </div>
  );
}
