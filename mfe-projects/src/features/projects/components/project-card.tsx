import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, type ProjectSummary } from '@portal/shared';
import { VisibilityBadge } from './visibility-badge';
import classes from './project-card.module.css';

/**
 * A project as a card of the Grid view (an item of its list). Its link is the name, stretched over
 * the card, so that a click anywhere opens the project while the link's name stays the words it
 * shows ("label in name").
 */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const cover = project.coverImageUrl && (
    // Decorative here: the name beside it says what it is.
    <Image src={project.coverImageUrl} alt="" h={160} radius="sm" />
  );
  const details = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <Text
          component={Link}
          to={`/projects/${project.id}`}
          fw={600}
          truncate
          c="inherit"
          td="none"
          className={classes.name}
        >
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
    <Card component="li" withBorder radius="md" padding="md" className={classes.card}>
      <Card.Section>{cover}</Card.Section>
      <Stack mt="sm">{details}</Stack>
    </Card>
  );
}
