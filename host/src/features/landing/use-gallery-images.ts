import { useEffect, useState } from 'react';
import { callApi, galleryEndpoint, type GalleryImage } from '@portal/shared/core';

/** One image of the home screen's background gallery. */
export type { GalleryImage };

/**
 * GET /api/gallery: public project images for the home screen background. A plain fetch, so the
 * landing page needs no query library; a failure leaves the background empty (decorative only).
 */
export function useGalleryImages(): GalleryImage[] {
  const [images, setImages] = useState<GalleryImage[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    callApi(galleryEndpoint, { signal: controller.signal }).then(setImages, (error: unknown) => {
      if ((error as Error).name !== 'AbortError')
        console.warn('The home gallery could not load', error);
    });
    return () => controller.abort();
  }, []);
  return images;
}
