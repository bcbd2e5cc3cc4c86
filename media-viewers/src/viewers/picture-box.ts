import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

interface Size {
  width: number;
  height: number;
}

/** Where a picture is drawn in its element's box. */
export interface PictureRect extends Size {
  left: number;
  top: number;
}

/**
 * Where a picture of `picture`'s size is drawn in a box of `box`'s by `object-fit: contain` (a
 * video's default): as large as fits, centred, the rest letterboxed. Null while either is unknown.
 */
export function containedIn(box: Size, picture: Size): PictureRect | null {
  if (!box.width || !box.height || !picture.width || !picture.height) return null;
  // The side that fits is the box's own (no rounding off a pixel's edge).
  const fitsWidth = box.width / picture.width <= box.height / picture.height;
  const width = fitsWidth ? box.width : (picture.width * box.height) / picture.height;
  const height = fitsWidth ? (picture.height * box.width) / picture.width : box.height;
  return { left: (box.width - width) / 2, top: (box.height - height) / 2, width, height };
}

const same = (a: PictureRect | null, b: PictureRect | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.left === b.left &&
    a.top === b.top &&
    a.width === b.width &&
    a.height === b.height);

/**
 * The video's picture within its element (its content box less the letterbox), as the style of a
 * layer over it in the element's positioned parent: drawings are fractions of the picture, not of
 * the black bars. The whole element while the picture's size is unknown.
 */
export function usePictureBox(video: RefObject<HTMLVideoElement | null>): CSSProperties {
  const [rect, setRect] = useState<PictureRect | null>(null);
  useEffect(() => {
    const player = video.current;
    if (!player) return;
    const measure = () => {
      const box = { width: player.clientWidth, height: player.clientHeight };
      const next = containedIn(box, { width: player.videoWidth, height: player.videoHeight });
      setRect((before) => (same(before, next) ? before : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(player);
    // `resize`: the picture's own size changed (a new source).
    for (const type of ['loadedmetadata', 'resize'] as const)
      player.addEventListener(type, measure);
    measure();
    return () => {
      observer.disconnect();
      for (const type of ['loadedmetadata', 'resize'] as const) {
        player.removeEventListener(type, measure);
      }
    };
  }, [video]);
  return rect ? { ...rect, right: 'auto', bottom: 'auto' } : {};
}
