import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, type ProjectSummary } from '@portal/shared';
import { VisibilityBadge } from './visibility-badge';

/** A project as a card of the Grid view, linking to its page. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const cover = project.coverImageUrl && (
    <Image src={project.coverImageUrl} alt={`Cover of ${project.name}`} h={160} radius="sm" />
  );
  const details = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {project.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          {project.archived && <Badge variant="default">Archived</Badge>}
          <VisibilityBadge value={project.visibility} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {project.clientName}
      </Text>
      <Text size="sm" lineClamp={2}>
        {project.description}
      </Text>
      <Text size="xs" c="dimmed">
        {project.postCount} {project.postCount === 1 ? 'post' : 'posts'} · Updated{' '}
        {formatDate(project.updatedDate)}
      </Text>
    </Stack>
  );
  return (
    <Card
      component={Link}
      to={`/projects/${project.id}`}
      withBorder
      radius="md"
      padding="md"
      aria-label={project.name}
    >
      <Card.Section>{cover}</Card.Section>
      <Stack mt="sm">{details}</Stack>
    </Card>
  );
}
