import { useEffect, useEffectEvent } from 'react';
import type { MediaPreview, UploadTransport } from '@portal/shared';
import type { QueuedFile } from './use-upload-queue';

/** How often an added file's previews are asked after (a refusal comes within a few seconds). */
export const PREVIEW_FOLLOW_MS = 3000;

/** Previews still being made: queued or working. */
const pending = (preview: MediaPreview | null | undefined) =>
  preview?.status === 'queued' || preview?.status === 'working';

/**
 * Follows the previews of each file the queue added while they are made, so its row can say
 * why they were refused ("This file is not a video the portal can play") without the page
 * (which an upload link's sender never sees). Asks every `PREVIEW_FOLLOW_MS` while any is
 * pending and the dialog is open; a failed ask is asked again the next time.
 */
export function useFollowPreviews(
  files: readonly QueuedFile[],
  transport: UploadTransport,
  update: (key: string, change: Partial<QueuedFile>) => void,
) {
  // Read at each tick: the files as they are then, not as they were when it started.
  const ask = useEffectEvent((signal: AbortSignal) => {
    for (const item of files) {
      const added = item.added;
      if (!added || !pending(added.preview)) continue;
      transport.preview(added.mediaId, signal).then(
        (preview) => update(item.key, { added: { ...added, preview } }),
        () => undefined,
      );
    }
  });
  const waiting = files.some((item) => pending(item.added?.preview));
  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    const timer = setInterval(() => ask(controller.signal), PREVIEW_FOLLOW_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [waiting]);
}
