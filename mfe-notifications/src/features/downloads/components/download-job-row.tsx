import { Anchor, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  formatBytes,
  formatDateTime,
  isApiError,
  isDownloadReady,
  showsProgress,
  type DownloadJob,
} from '@portal/shared';
import { downloadJobFileUrl } from '../../notifications';
import { useDeleteDownloadJob } from '../api/delete-download-job';
import { useFollowDownloadJob } from '../api/get-download-job';
import { ConfirmDelete } from './confirm-delete';

const STATUS_COLOURS = {
  Queued: 'gray',
  Processing: 'blue',
  Completed: 'teal',
  Failed: 'red',
} as const;

/** Said when a job could not be removed for a reason the API did not put in words. */
export const JOB_NOT_DELETED = 'The download could not be removed. Please try again.';

/**
 * One download job: its archive, status or progress, dates, and what can be done with it. A
 * running job is followed on its own until it finishes.
 */
export function DownloadJobRow({ job }: { job: DownloadJob }) {
  useFollowDownloadJob(job);
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeleteDownloadJob();
  const running = showsProgress(job.status);
  const close = () => {
    remove.reset();
    confirm.close();
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {job.fileName}
          </Text>
          <Anchor href={`/projects/${job.projectId}`} size="xs">
            Open the project
          </Anchor>
        </Stack>
      </Table.Td>
      <Table.Td miw={160}>
        {running ? (
          <Progress
            value={job.status === 'Queued' ? 0 : job.progress}
            striped
            animated
            aria-label={`${job.fileName}: ${job.status}`}
            aria-valuetext={`${job.status}, ${job.progress}%`}
          />
        ) : (
          <Badge variant="dot" color={STATUS_COLOURS[job.status]}>
            {job.status}
          </Badge>
        )}
        {job.status === 'Failed' && job.errorMessage && (
          <Text size="xs" c="red.8" mt={4}>
            {job.errorMessage}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{job.fileSize === null ? '—' : formatBytes(job.fileSize)}</Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(job.createdDate)}</Text>
        {job.expiresDate && (
          <Text size="xs" c="dimmed">
            Kept until {formatDateTime(job.expiresDate)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {isDownloadReady(job.status) && (
            <Button
              size="xs"
              component="a"
              href={downloadJobFileUrl(job.id)}
              download
              aria-label={`Download ${job.fileName}`}
            >
              Download
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={confirm.open}
            aria-label={`${running ? 'Cancel' : 'Delete'} ${job.fileName}`}
          >
            {running ? 'Cancel' : 'Delete'}
          </Button>
        </Group>
        <ConfirmDelete
          opened={confirming}
          running={running}
          fileName={job.fileName}
          busy={remove.isPending}
          failure={
            remove.error
              ? isApiError(remove.error) && remove.error.status < 500 && remove.error.status > 0
                ? remove.error.message
                : JOB_NOT_DELETED
              : null
          }
          onConfirm={() => remove.mutate(job.id, { onSuccess: close })}
          onClose={close}
        />
      </Table.Td>
    </Table.Tr>
  );
}
