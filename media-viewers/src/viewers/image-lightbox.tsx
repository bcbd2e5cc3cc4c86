import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { Media } from '@portal/shared';

/** A post's images, large, with zoom (wheel, pinch, buttons); arrow keys move between them. */
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
      plugins={[Zoom, Captions]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: true }}
      slides={images.map((image) => ({
        src: image.file.fileUri,
        alt: image.title,
        title: image.title,
        description: image.description,
      }))}
      labels={{ Previous: 'Previous image', Next: 'Next image', Close: 'Close the image' }}
    />
  );
}
