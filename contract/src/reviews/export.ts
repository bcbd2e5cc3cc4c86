import * as v from 'valibot';
import type { MediaType } from '../projects/enums.ts';
import { VersionQuerySchema } from '../projects/media-versions.ts';

/**
 * The ways a medium's threads leave the portal: a spreadsheet, a PDF review report, and markers
 * for editing software (DaVinci Resolve's EDL, Final Cut Pro's FCPXML, Premiere Pro's XML).
 */
export const REVIEW_EXPORT_FORMATS = ['csv', 'pdf', 'edl', 'fcpxml', 'premiere'] as const;
/** One way to export. */
export type ReviewExportFormat = (typeof REVIEW_EXPORT_FORMATS)[number];

/** Each format: the menu's words, the file's extension and its content type. */
export const REVIEW_EXPORTS: Record<
  ReviewExportFormat,
  { label: string; extension: string; contentType: string; markers: boolean }
> = {
  csv: { label: 'Spreadsheet (CSV)', extension: 'csv', contentType: 'text/csv', markers: false },
  pdf: {
    label: 'Review report (PDF)',
    extension: 'pdf',
    contentType: 'application/pdf',
    markers: false,
  },
  edl: {
    label: 'DaVinci Resolve markers (EDL)',
    extension: 'edl',
    contentType: 'text/plain',
    markers: true,
  },
  fcpxml: {
    label: 'Final Cut Pro markers (FCPXML)',
    extension: 'fcpxml',
    contentType: 'application/xml',
    markers: true,
  },
  premiere: {
    label: 'Premiere Pro markers (XML)',
    extension: 'xml',
    contentType: 'application/xml',
    markers: true,
  },
};

/** Whether a media type's threads export as markers for editing software (a timeline's). */
export const takesMarkers = (type: MediaType) => type === 'Video' || type === 'PanoramaVideo';

/** Messages of an export. */
export const REVIEW_EXPORT_MESSAGES = {
  format: `Format must be one of ${REVIEW_EXPORT_FORMATS.join(', ')}.`,
  markersOnVideos:
    'Markers for editing software are made from a video’s comments: export a CSV or a PDF report.',
} as const;

/** GET …/comments/export: `format` and, optionally, one `version` (all versions when left out). */
export const ReviewExportQuerySchema = v.object({
  format: v.picklist(REVIEW_EXPORT_FORMATS, REVIEW_EXPORT_MESSAGES.format),
  ...VersionQuerySchema.entries,
});
/** Which format, which version. */
export type ReviewExportQuery = v.InferOutput<typeof ReviewExportQuerySchema>;

/** The file an export is saved as: "Pavilion fly-through – comments v2.fcpxml". */
export function reviewExportFileName(
  title: string,
  format: ReviewExportFormat,
  version: number | null,
) {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'Medium';
  const which = version === null ? '' : ` v${version}`;
  return `${base} – comments${which}.${REVIEW_EXPORTS[format].extension}`;
}
