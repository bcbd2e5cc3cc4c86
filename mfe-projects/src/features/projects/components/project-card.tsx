import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, type ProjectSummary } from '@portal/shared';
import { VisibilityBadge } from './visibility-badge';

/** A project as a card (grid) or a row (list), linking to its page. */
export function ProjectCard({
  project,
  layout,
}: {
  project: ProjectSummary;
  layout: 'grid' | 'list';
}) {
  const cover = project.coverImageUrl && (
    <Image
      src={project.coverImageUrl}
      alt={`Cover of ${project.name}`}
      h={layout === 'grid' ? 160 : 72}
      w={layout === 'grid' ? undefined : 120}
      radius="sm"
    />
  );
  const details = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {project.name}
        </Text>
        <VisibilityBadge value={project.visibility} />
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
      {layout === 'grid' ? (
        <>
          <Card.Section>{cover}</Card.Section>
          <Stack mt="sm">{details}</Stack>
        </>
      ) : (
        <Group wrap="nowrap" align="flex-start">
          {cover}
          {details}
        </Group>
      )}
    </Card>
  );
}
