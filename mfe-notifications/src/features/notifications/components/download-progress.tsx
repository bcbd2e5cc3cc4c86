import { Progress } from '@mantine/core';
import type { DownloadData } from '@portal/shared';

/**
 * A running download's bar. The role sits on the full-width track so a job at 0% is still seen;
 * a queued job shows a full striped bar (waiting), a processing one its percentage.
 */
export function DownloadProgress({ title, download }: { title: string; download: DownloadData }) {
  const queued = download.status === 'Queued';
  return (
    <Progress.Root
      size="sm"
      role="progressbar"
      aria-label={`${title}: ${download.status}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={download.progress}
      aria-valuetext={`${download.status}, ${download.progress}%`}
    >
      <Progress.Section
        withAria={false}
        value={queued ? 100 : download.progress}
        color={queued ? 'gray' : 'blue'}
        striped
        animated
      />
    </Progress.Root>
  );
}
