import { Alert, Anchor, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MediaGallery } from '@portal/media-viewers';
import { LoadError, type InteractiveMedia } from '@portal/shared';
import { useInteractiveMedia } from '../api/get-interactive-media';

/** Said when none of the user's projects has interactive media. */
export const NO_INTERACTIVE_MEDIA =
  'No interactive media yet. When the studio adds a 3D scene or a pixel stream to one of your projects, it appears here.';

/** The items grouped by project, in the order the API gives (newest post first). */
function byProject(items: InteractiveMedia[]) {
  const groups = new Map<
    number,
    { project: InteractiveMedia['project']; items: InteractiveMedia[] }
  >();
  for (const item of items) {
    const group = groups.get(item.project.id) ?? { project: item.project, items: [] };
    group.items.push(item);
    groups.set(item.project.id, group);
  }
  return [...groups.values()];
}

/**
 * /prototype: the interactive side of the user's projects in one place: the Cesium scenes and
 * pixel streams a studio's client explores before anything is built or printed.
 */
export function InteractivePage() {
  const { data, error, isPending, refetch } = useInteractiveMedia();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Interactive</Title>
        <Text c="dimmed">The interactive 3D scenes and pixel streams across your projects.</Text>
      </Stack>
      {isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the interactive media" />
        </Center>
      )}
      {error && (
        <LoadError
          title="The interactive media could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {data && data.length === 0 && <Alert color="gray">{NO_INTERACTIVE_MEDIA}</Alert>}
      {data &&
        byProject(data).map(({ project, items }) => (
          <Card
            key={project.id}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-label={project.name}
          >
            <Title order={2} fz="lg">
              <Anchor component={Link} to={`/projects/${project.id}`}>
                {project.name}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {project.clientName} ·{' '}
              {[...new Set(items.map((item) => item.post.title))].join(' · ')}
            </Text>
            <MediaGallery items={items.map((item) => item.media)} />
          </Card>
        ))}
    </Stack>
  );
}
