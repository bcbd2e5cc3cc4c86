import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  UPLOAD_LINK_TYPE_LABELS,
  type UploadLink,
} from '@portal/shared';
import { LinkActions, LinkAddress, type LinkStop } from '../../../components/link-actions';
import { useUploadLinkChanges } from '../api/upload-links';

/** Until when a link works, or when it stopped. */
function worksUntil(link: UploadLink) {
  if (link.turnedOffDate) return `Turned off ${formatDateTime(link.turnedOffDate)}`;
  if (!link.working) return `Expired ${formatDateTime(link.expiresDate!)}`;
  return link.expiresDate ? formatDateTime(link.expiresDate) : 'Until turned off';
}

/**
 * A post's upload links: what each takes, what it took, until when; copy, turn off. Those turned
 * off or expired stay listed after the working ones, with what they took, but nothing to copy or
 * turn off.
 */
export function UploadLinksTable({ postId, links }: { postId: number; links: UploadLink[] }) {
  const { revoke } = useUploadLinkChanges(postId);
  if (links.length === 0) return <Text c="dimmed">No upload links yet. Create one below.</Text>;
  const nameOf = (link: UploadLink) => link.label || 'Upload link';
  const stopOf = (link: UploadLink): LinkStop => ({
    label: 'Turn off',
    title: 'Turn this link off?',
    message:
      'It takes nothing more from anyone who has it; files it took stay on the post. This cannot be undone.',
    confirmLabel: 'Turn link off',
    failed: 'The link could not be turned off. Please try again.',
    run: () => revoke.mutateAsync(link.id),
  });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Upload links" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Link</Table.Th>
            <Table.Th>Takes</Table.Th>
            <Table.Th>Received</Table.Th>
            <Table.Th>Works until</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id} c={link.working ? undefined : 'dimmed'}>
              <Table.Td>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {nameOf(link)}
                  </Text>
                  {!link.working && (
                    <Badge size="sm" variant="default">
                      {link.turnedOffDate ? 'Turned off' : 'Expired'}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  by {link.createdBy}, {formatDate(link.createdDate)}
                </Text>
                {link.working && <LinkAddress url={link.url} />}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {link.allowedTypes.map((type) => (
                    <Badge key={type} variant="light">
                      {UPLOAD_LINK_TYPE_LABELS[type]}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {formatBytes(link.receivedBytes)} of {formatBytes(link.maxTotalBytes)}
                </Text>
                <Text size="xs" c="dimmed">
                  {link.fileCount === 1 ? '1 file' : `${link.fileCount} files`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{worksUntil(link)}</Text>
              </Table.Td>
              <Table.Td>
                {link.working && (
                  <LinkActions url={link.url} name={nameOf(link)} stop={stopOf(link)} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
