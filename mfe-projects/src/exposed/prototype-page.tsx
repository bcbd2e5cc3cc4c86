import { Stack, Text } from '@mantine/core';
import { ProjectsList } from '../features/projects/components/projects-list';

/** /prototype: the prototype view of the signed-in user's projects. */
export default function PrototypePage() {
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        Prototype view: the newest layout of your projects, before it becomes the default.
      </Text>
      <ProjectsList title="Prototype" />
    </Stack>
  );
}
