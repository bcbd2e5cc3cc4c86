import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@portal/shared';
import { LogOffButton } from './log-off-button';

/** /manage: who is signed in, for which client, and a way out. */
export function ProfileCard() {
  const userState = useAuth((state) => state.userState);
  const user = userState?.user;
  if (!user) return null;

  return (
    <Card withBorder padding="xl" component="section" aria-label="Profile">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2}>{user.userName}</Title>
          {user.isAdmin && <Badge color="red">ADMIN</Badge>}
        </Group>
        <Text>
          <Text span c="dimmed">
            E-mail:{' '}
          </Text>
          {user.email}
        </Text>
        <Text>
          <Text span c="dimmed">
            Current client:{' '}
          </Text>
          {userState.currentClient?.name ?? 'None'}
        </Text>
        <Group justify="flex-end">
          <LogOffButton />
        </Group>
      </Stack>
    </Card>
  );
}
