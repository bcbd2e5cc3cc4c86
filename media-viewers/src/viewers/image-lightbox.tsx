import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { Media } from '@portal/shared';

/** The slideshow's pace (spec point 9: carousel interval 5000 ms, with wrap). */
export const SLIDESHOW_INTERVAL_MS = 5000;

/**
 * A post's images, large, as a carousel that wraps (Previous on the first shows the last), with
 * zoom (wheel, pinch, buttons), arrow keys and a slideshow started from its Play button.
 */
export default function ImageLightbox({
  images,
  index,
  onView,
  onClose,
}: {
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
      slideshow={{ delay: SLIDESHOW_INTERVAL_MS }}
      slides={images.map((image) => ({
        src: image.file.fileUri,
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
