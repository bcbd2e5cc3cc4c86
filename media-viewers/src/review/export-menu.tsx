import { Button, Menu, Stack, Text } from '@mantine/core';
import {
  REVIEW_EXPORT_FORMATS,
  REVIEW_EXPORTS,
  reviewExportFileName,
  takesMarkers,
  versionLabel,
  type ReviewExportFormat,
} from '@portal/shared';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useReviewTransport, type ExportQuery } from './api/review-transport';
import { useReviewMedium } from './review-context';

/** Said when an export failed, before the API's reason. */
export const EXPORT_FAILED = 'The comments could not be exported.';

/** Saves a file the page holds under its name (the browser's download). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The formats offered for a medium: markers for editing software only on a video's. */
const formatsFor = (markers: boolean) =>
  REVIEW_EXPORT_FORMATS.filter((format) => markers || !REVIEW_EXPORTS[format].markers);

/**
 * "Export" beside the review's title: the threads of the version on view as a spreadsheet, a PDF
 * report or a video's markers for DaVinci Resolve, Final Cut Pro or Premiere Pro; with several
 * versions, the spreadsheet and the report of all of them too. Absent for a caller who may not
 * export (a review link's guest who may download nothing). The file is fetched, then saved, so
 * a refusal is said here in the API's words rather than saved as a file.
 */
export function ExportMenu() {
  const { mediaId, mediaType, version, latestVersion } = useReviewMedium();
  const { exportThreads } = useReviewTransport();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!exportThreads) return null;
  const several = latestVersion > 1;

  async function run(query: ExportQuery) {
    setBusy(true);
    setFailure(null);
    try {
      const file = await exportThreads!(mediaId, query);
      // The API names it; a proxy that dropped the header still gets a fitting name.
      const fallback = reviewExportFileName(
        `Medium ${mediaId}`,
        query.format,
        query.version ?? null,
      );
      save(file.blob, file.fileName ?? fallback);
    } catch (error) {
      setFailure(`${EXPORT_FAILED} ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const item = (format: ReviewExportFormat, query: ExportQuery, suffix = '') => (
    <Menu.Item
      key={`${format}${suffix}`}
      onClick={() => void run(query)}
      aria-label={`Export comments${suffix}: ${REVIEW_EXPORTS[format].label}`}
    >
      {REVIEW_EXPORTS[format].label}
    </Menu.Item>
  );
  const shown = several ? { version } : {};
  const onView = several ? ` of ${versionLabel(version)}` : '';
  return (
    <Stack gap={4} align="flex-end">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            loading={busy}
            aria-label="Export comments"
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {several && <Menu.Label>{`Comments on ${versionLabel(version)}`}</Menu.Label>}
          {formatsFor(takesMarkers(mediaType)).map((format) =>
            item(format, { format, ...shown }, onView),
          )}
          {several && (
            <>
              <Menu.Divider />
              <Menu.Label>Comments on all versions</Menu.Label>
              {formatsFor(false).map((format) => item(format, { format }, ' of all versions'))}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
