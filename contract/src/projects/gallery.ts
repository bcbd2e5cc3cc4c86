// The public home gallery, apart from the other project endpoints: the landing page, the one
// page an anonymous visitor loads first, then compiles in only this (not every project schema).
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';

/** One image of the public home gallery (from Showcase projects). */
export const GalleryImageSchema = v.object({
  id: v.number(),
  url: v.string(),
  title: v.string(),
  projectId: v.number(),
  postId: v.number(),
});
/** One image of the public home gallery. */
export type GalleryImage = v.InferOutput<typeof GalleryImageSchema>;

/** GET /api/gallery (listed with the project endpoints as `projectEndpoints.gallery`). */
export const galleryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery',
  tag: 'Projects',
  summary: 'Images of Showcase projects for the public home screen.',
  response: v.array(GalleryImageSchema),
});
