import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { pictureCandidates, type Media } from '@portal/shared';

/**
 * A slide's picture: with previews, each of them and the original (unless `originals` is false:
 * a share link that lets none leave), which the lightbox chooses from by the size it shows the
 * image at (so the original comes only when zoomed past the widest preview); without, the
 * original alone.
 */
function slidePicture(image: Media, originals: boolean) {
  const candidates = pictureCandidates(image, { original: originals });
  const widest = candidates.at(-1);
  if (!widest) return { src: image.file.fileUri };
  const { width, height } = widest;
  return { src: candidates[0]!.src, width, height, srcSet: candidates };
}

/** The slideshow's pace (spec point 9: carousel interval 5000 ms, with wrap). */
export const SLIDESHOW_INTERVAL_MS = 5000;

/**
 * A post's images, large, as a carousel that wraps (Previous on the first shows the last), with
 * zoom (wheel, pinch, buttons), arrow keys and a slideshow started from its Play button. Review
 * has none: there an image opens in the review dialog instead.
 */
export default function ImageLightbox({
  images,
  index,
  onView,
  onClose,
  originals = true,
}: {
  /** Whether the originals may leave (false: slides are the previews, never zoomed past them). */
  originals?: boolean;
  images: Media[];
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: shown }) => shown !== index && onView(shown) }}
      plugins={[Zoom, Captions, Slideshow]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: false }}
      // Zoom and Slideshow put their buttons before 'close' themselves.
      toolbar={{ buttons: ['close'] }}
      slideshow={{ delay: SLIDESHOW_INTERVAL_MS }}
      slides={images.map((image) => ({
        ...slidePicture(image, originals),
        alt: image.title,
        title: image.title,
        description: image.description,
      }))}
      labels={{
        Previous: 'Previous image',
        Next: 'Next image',
        Close: 'Close the image',
        Play: 'Play the slideshow',
        Pause: 'Pause the slideshow',
      }}
    />
  );
}
