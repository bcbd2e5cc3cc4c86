import { useEffect, useState } from 'react';
import classes from './landing.module.css';
import { useGalleryImages, type GalleryImage } from './use-gallery-images';

/** Gallery rows are 300 px high; the animation restarts every 15 minutes (spec point 9). */
export const GALLERY_RESTART_MS = 900_000;
const ROWS = 3;
/**
 * The fewest images in one copy of a row: about 8 × 400 px, wider than the widest screen, so a
 * row of few images never ends short of the right edge as it slides (walk D25).
 */
const MIN_IMAGES_PER_COPY = 8;

/** A row's images repeated until one copy fills the screen, then twice, to loop seamlessly. */
export function slidingRow<T>(row: T[]): T[] {
  if (row.length === 0) return [];
  const copy = Array.from(
    { length: Math.ceil(MIN_IMAGES_PER_COPY / row.length) },
    () => row,
  ).flat();
  return [...copy, ...copy];
}

function splitIntoRows(images: GalleryImage[]): GalleryImage[][] {
  const rows: GalleryImage[][] = Array.from({ length: ROWS }, () => []);
  images.forEach((image, index) => rows[index % ROWS]!.push(image));
  return rows.filter((row) => row.length > 0);
}

/** The home screen's sliding background of project images (decorative). */
export function SlidingGallery() {
  const data = useGalleryImages();
  const [cycle, setCycle] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setCycle((value) => value + 1), GALLERY_RESTART_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className={classes.gallery} aria-hidden="true" data-testid="home-gallery">
      {splitIntoRows(data).map((row, index) => (
        // Each row holds its images twice so sliding by half its width loops seamlessly.
        <div key={`${cycle}-${index}`} className={classes.row}>
          {slidingRow(row).map((image, position) => (
            <img key={`${image.id}-${position}`} src={image.url} alt="" loading="lazy" />
          ))}
        </div>
      ))}
    </div>
  );
}
