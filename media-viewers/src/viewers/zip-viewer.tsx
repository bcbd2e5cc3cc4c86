import { Alert, Anchor, Center, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  callApi,
  formatDate,
  isApiError,
  projectEndpoints,
  shareEndpoints,
  shareTokenOf,
  sortItems,
  ZIP_NOT_LISTED_MESSAGE,
  formatBytes,
  SortableHeader,
  type SortOption,
  type ZipEntry,
} from '@portal/shared';
import type { ViewerProps } from '../media-viewer';
import { threadsByEntry, ZipEntryReview } from './zip-entry-review';

type Column = 'name' | 'size' | 'modified';
const COLUMNS: { key: Column; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'size', label: 'Size' },
  { key: 'modified', label: 'Modified' },
];

/** A zip's contents, read by the API from the archive's index, sortable by column. */
export default function ZipViewer({ media, review, originals = true }: ViewerProps) {
  const [sort, setSort] = useState<SortOption<Column>>({
    columnKey: 'name',
    direction: 'Ascending',
  });
  const listing = useQuery({
    queryKey: ['media-viewers', 'zip', media.id, media.version],
    // Through a share link, the listing is asked of the link (it checks the link again).
    queryFn: () => {
      const token = shareTokenOf(media.file.fileUri);
      return token
        ? callApi(shareEndpoints.zipEntries, { params: { token, id: media.id } })
        : callApi(projectEndpoints.zipEntries, {
            params: { id: media.id },
            // The version on view (a link shows only the latest).
            query: media.version > 1 ? { version: media.version } : {},
          });
    },
    enabled: !media.linked,
    retry: false,
  });
  // A link that allows no originals lists the archive but never offers its bytes (a 403).
  const download = originals && (
    <Anchor href={media.file.fileUri} download={media.file.fileName} size="sm">
      Download zip
    </Anchor>
  );
  if (media.linked) {
    return (
      <Stack gap="xs">
        <Text size="sm">{ZIP_NOT_LISTED_MESSAGE}</Text>
        {download}
      </Stack>
    );
  }
  if (listing.isPending) {
    return (
      <Center h={160}>
        <Loader aria-label="Reading the archive" />
      </Center>
    );
  }
  if (listing.error) {
    const message = isApiError(listing.error)
      ? listing.error.message
      : 'The archive could not be read.';
    return (
      <Alert color="red" title={message}>
        {download}
      </Alert>
    );
  }
  const { entries, totalEntries } = listing.data;
  const rows = sortItems<ZipEntry>(entries, sort);
  // In review: each entry's threads, and the entry of the thread chosen (its row is marked).
  const threads = threadsByEntry(review?.markers ?? []);
  const chosen = review?.markers.find((marker) => marker.id === review.selectedId)?.anchor;
  const chosenEntry = chosen?.kind === 'whole' ? chosen.entry : null;
  return (
    <Stack gap="xs">
      {entries.length === 0 ? (
        <Text size="sm">The archive is empty.</Text>
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Table
            striped
            highlightOnHover
            stickyHeader
            aria-label={`Contents of ${media.file.fileName}`}
          >
            <SortableHeader
              columns={COLUMNS}
              sort={sort}
              onSort={setSort}
              extra={review && <Table.Th>Comments</Table.Th>}
            />
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr
                  key={entry.name}
                  bg={entry.name === chosenEntry ? 'var(--mantine-color-yellow-light)' : undefined}
                >
                  <Table.Td>{entry.name}</Table.Td>
                  <Table.Td>{entry.isDirectory ? '—' : formatBytes(entry.size)}</Table.Td>
                  <Table.Td>{entry.modified ? formatDate(entry.modified) : ''}</Table.Td>
                  {review && (
                    <Table.Td>
                      <ZipEntryReview
                        name={entry.name}
                        threads={threads.get(entry.name) ?? []}
                        review={review}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {totalEntries > entries.length && (
        <Text size="xs" c="dimmed">
          Showing {entries.length.toLocaleString('en-AU')} of {totalEntries.toLocaleString('en-AU')}{' '}
          entries.
        </Text>
      )}
      {download}
    </Stack>
  );
}
