import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { apiGet } from '@portal/shared/core';

const GalleryImageSchema = v.object({ id: v.number(), url: v.string(), title: v.string() });
const GallerySchema = v.array(GalleryImageSchema);

/** One image of the home screen's background gallery. */
export type GalleryImage = v.InferOutput<typeof GalleryImageSchema>;

/**
 * GET /api/gallery: public project images for the home screen background. A plain fetch, so the
 * landing page needs no query library; a failure leaves the background empty (decorative only).
 */
export function useGalleryImages(): GalleryImage[] {
  const [images, setImages] = useState<GalleryImage[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiGet('gallery', GallerySchema, { signal: controller.signal }).then(
      setImages,
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError')
          console.warn('The home gallery could not load', error);
      },
    );
    return () => controller.abort();
  }, []);
  return images;
}
