import type { UseMutationResult } from '@tanstack/react-query';
import {
  downloadJobToastId,
  isApiError,
  showErrorToast,
  showToast,
  type DownloadJob,
} from '@portal/shared';

/** Toast texts of the download buttons. */
export const DOWNLOAD_TEXTS = {
  queuedTitle: 'Download queued',
  queued:
    'We are packing the files of this post. The notifications bell shows when they are ready.',
  queuedProject:
    'We are packing the files of every published post of this project. The notifications bell shows when they are ready.',
  failed: 'The download could not be queued. Please try again.',
} as const;

/**
 * What a download button does with its queueing call: asks for the zip and says so in a toast
 * (`queuedMessage`), or says why not: the server's sentence for a refusal (for example 'This post
 * has no files to download.'), else that it could not be queued.
 */
export function useQueueDownload(
  queue: UseMutationResult<DownloadJob, Error, void>,
  queuedMessage: string,
) {
  const onClick = () =>
    queue.mutate(undefined, {
      // Under the job's toast id: its live Queued notification, arriving first or second, does
      // not show the news twice, and its later steps replace this toast.
      onSuccess: (job) =>
        showToast({
          id: downloadJobToastId(job.id),
          type: 'info',
          title: DOWNLOAD_TEXTS.queuedTitle,
          message: queuedMessage,
        }),
      onError: (error) => {
        console.error('Could not queue the download', error);
        showErrorToast(
          isApiError(error) && error.status < 500 ? error.message : DOWNLOAD_TEXTS.failed,
        );
      },
    });
  return { onClick, pending: queue.isPending };
}
