import { Alert, Button, Group, Text } from '@mantine/core';
import type { SessionPerson } from '@portal/shared';
import type { ReviewSession } from './use-review-session';

/** 'Olivia Harbour', 'Olivia Harbour and Ada Admin', 'Olivia Harbour, Ada Admin and 2 others'. */
export function namesOf(people: readonly SessionPerson[]) {
  const names = people.map((person) => person.name);
  if (names.length <= 2) return names.join(' and ');
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} others`;
}

/**
 * The live session over the viewer: "Ada Admin is presenting — Follow" (or "Following Ada
 * Admin" with Stop following, "You are presenting" with Stop presenting, or Present), and who
 * else has the medium open. Its status line is a polite live region, so a screen reader hears
 * a presenter start and a follow end.
 */
export function SessionBar({ session }: { session: ReviewSession }) {
  const { presenter, isPresenting, isFollowing } = session;
  const others = session.watchers.filter((person) => person.userId !== presenter?.userId);
  const watching = isPresenting ? others : session.watchers;
  let status = '';
  if (isPresenting) status = 'You are presenting';
  else if (isFollowing && presenter) status = `Following ${presenter.name}`;
  else if (presenter) status = `${presenter.name} is presenting —`;
  return (
    <Group component="section" aria-label="Live session" gap="xs" wrap="wrap" mb="xs">
      <Text size="sm" fw={presenter ? 600 : undefined} role="status" aria-live="polite">
        {status}
      </Text>
      {presenter && !isPresenting && !isFollowing && (
        <Button size="compact-sm" onClick={session.follow}>
          Follow
        </Button>
      )}
      {isFollowing && (
        <Button size="compact-sm" variant="default" onClick={session.unfollow}>
          Stop following
        </Button>
      )}
      {isPresenting && (
        <Button size="compact-sm" variant="default" onClick={session.stop}>
          Stop presenting
        </Button>
      )}
      {session.canStart && (
        <Button size="compact-sm" variant="default" onClick={session.start}>
          Present
        </Button>
      )}
      {watching.length > 0 && (isPresenting || session.watchers.length > 1) && (
        <Text size="xs" c="dimmed">
          Watching: {namesOf(watching)}
        </Text>
      )}
      {session.failure && (
        <Alert color="red" py={4} px="xs" w="100%">
          {session.failure}
        </Alert>
      )}
    </Group>
  );
}
