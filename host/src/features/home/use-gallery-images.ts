import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';

const GalleryImageSchema = v.object({ id: v.number(), url: v.string(), title: v.string() });
const GallerySchema = v.array(GalleryImageSchema);

/** One image of the home screen's background gallery. */
export type GalleryImage = v.InferOutput<typeof GalleryImageSchema>;

/** GET /api/gallery: public project images for the home screen background. */
export function useGalleryImages() {
  return useQuery({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => apiGet('gallery', GallerySchema, { signal }),
    staleTime: Infinity,
  });
}
