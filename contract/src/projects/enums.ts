import * as v from 'valibot';

/** Project visibility levels as the API sends them: the name of each number (spec point 3). */
export const VISIBILITY_LEVELS = {
  Restricted: 1,
  Invite: 2,
  Organisation: 3,
  /** Anyone may see the project, signed in or not (embeds, the home gallery). */
  Showcase: 99,
} as const;
/** The name of a visibility level. */
export type ProjectVisibilityName = keyof typeof VISIBILITY_LEVELS;
/** A visibility level as it travels (1, 2, 3 or 99). */
export type ProjectVisibility = (typeof VISIBILITY_LEVELS)[ProjectVisibilityName];
/** Every visibility level, lowest first. */
export const PROJECT_VISIBILITIES = Object.values(VISIBILITY_LEVELS) as ProjectVisibility[];
/** A visibility level on the wire. */
export const ProjectVisibilitySchema = v.picklist(PROJECT_VISIBILITIES);

/** Media content types, keyed as the API sends them (spec point 3). */
export const MEDIA_TYPES = [
  'Video',
  'Image',
  'PixelStream',
  'Panorama',
  'PanoramaVideo',
  'Zip',
  'Cesium',
  'Pdf',
] as const;
/** One media content type. */
export type MediaType = (typeof MEDIA_TYPES)[number];
/** A media content type on the wire. */
export const MediaTypeSchema = v.picklist(MEDIA_TYPES);

/** Pixel Stream variants (spec point 3). */
export const PIXEL_STREAM_VARIANTS = ['ArcaneMirage', 'Internal', 'AWS'] as const;
/** One Pixel Stream variant. */
export type PixelStreamVariant = (typeof PIXEL_STREAM_VARIANTS)[number];
