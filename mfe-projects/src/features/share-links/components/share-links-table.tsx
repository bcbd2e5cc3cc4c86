import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatDateTime, SHARE_DOWNLOAD_LABELS, type ShareLink } from '@portal/shared';
import { LinkActions, LinkAddress, type LinkStop } from '../../../components/link-actions';
import { useShareLinkChanges } from '../api/share-links';

/**
 * The project's working links: what, what guests may do (and how many said who they are), until
 * when, views; copy and revoke (what guests said stays).
 */
export function ShareLinksTable({ projectId, links }: { projectId: number; links: ShareLink[] }) {
  const { revoke } = useShareLinkChanges(projectId);
  if (links.length === 0) return <Text c="dimmed">No active links. Create one below.</Text>;
  const nameOf = (link: ShareLink) => link.label || link.scope;
  const stopOf = (link: ShareLink): LinkStop => ({
    label: 'Revoke',
    title: 'Revoke this link?',
    message:
      'It stops working at once for everyone who has it; what guests said through it stays. This cannot be undone.',
    confirmLabel: 'Revoke link',
    failed: 'The link could not be revoked. Please try again.',
    run: () => revoke.mutateAsync(link.id),
  });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Active share links" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Link</Table.Th>
            <Table.Th>Guests may</Table.Th>
            <Table.Th>Works until</Table.Th>
            <Table.Th>Views</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {nameOf(link)}
                </Text>
                <Text size="xs" c="dimmed">
                  {link.label ? `${link.scope} · ` : ''}by {link.createdBy},{' '}
                  {formatDate(link.createdDate)}
                </Text>
                <LinkAddress url={link.url} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {link.hasPassword && <Badge variant="light">Password</Badge>}
                  {link.allowComments && <Badge variant="light">Comment</Badge>}
                  {link.allowDecisions && <Badge variant="light">Decide</Badge>}
                  <Badge variant="light" color={link.downloads === 'none' ? 'gray' : 'teal'}>
                    {SHARE_DOWNLOAD_LABELS[link.downloads]}
                  </Badge>
                </Group>
                {link.guestCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {link.guestCount === 1 ? '1 guest' : `${link.guestCount} guests`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {link.expiresDate ? formatDateTime(link.expiresDate) : 'Until revoked'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{link.viewCount}</Text>
                {link.lastViewedDate && (
                  <Text size="xs" c="dimmed">
                    last {formatDateTime(link.lastViewedDate)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <LinkActions url={link.url} name={nameOf(link)} stop={stopOf(link)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
