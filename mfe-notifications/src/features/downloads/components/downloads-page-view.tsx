import {
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '@portal/shared';
import { useDownloadJobs } from '../api/get-download-jobs';
import { DownloadJobRow } from './download-job-row';

/** How many jobs the page lists at first (the API's default), and how many more each time. */
export const DOWNLOADS_PAGE_SIZE = 10;

/** Said when the user has no download jobs. */
export const NO_DOWNLOADS =
  "No downloads yet. 'Download files' on a post packs its files into a zip for you.";

/** /downloads: the user's download jobs, newest first, each to fetch again, cancel or delete. */
export function DownloadsPageView() {
  const [limit, setLimit] = useState(DOWNLOADS_PAGE_SIZE);
  const { data, error, isPending, refetch } = useDownloadJobs(limit);
  let body;
  if (isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading your downloads" />
      </Center>
    );
  } else if (error) {
    body = <LoadError title="Your downloads could not be loaded." onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    body = <Text c="dimmed">{NO_DOWNLOADS}</Text>;
  } else {
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Downloads" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Archive</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Requested</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((job) => (
                <DownloadJobRow key={job.id} job={job} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.length === limit && limit < 100 && (
          <Group justify="center">
            <Button variant="default" onClick={() => setLimit((n) => n + DOWNLOADS_PAGE_SIZE)}>
              Show more
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Downloads</Title>
      {body}
    </Stack>
  );
}
