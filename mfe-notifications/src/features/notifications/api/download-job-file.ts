import { downloadJobEndpoints, endpointUrl, telemetry } from '@portal/shared';

/** GET /api/download-jobs/{id}/download: the finished archive of a download job. */
export const downloadJobFileUrl = (downloadJobId: number) =>
  endpointUrl(downloadJobEndpoints.file, { params: { id: downloadJobId } });

/** Opens the job's file in a new window (spec point 7), where the browser saves the zip. */
export function openDownloadJobFile(downloadJobId: number) {
  telemetry.trackUserAction('DownloadFile', { downloadJobId });
  window.open(downloadJobFileUrl(downloadJobId), '_blank', 'noopener');
}
