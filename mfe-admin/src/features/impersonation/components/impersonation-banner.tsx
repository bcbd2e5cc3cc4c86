import { Button, Group, Paper, Text } from '@mantine/core';
import { useAuth } from '@portal/shared';
import { useImpersonationDetails } from '../api/get-impersonation-details';
import { useStopImpersonation } from '../api/stop-impersonation';

/** Text of the banner's one-click stop. */
export const STOP_LABEL = 'Stop impersonating';

/** Who the session acts as, in words: a user (and their client), or oneself for a client. */
export function describeImpersonation(
  user: { userName: string; email: string } | null,
  client: { name: string } | null,
  actingAsSelf: boolean,
): string {
  const forClient = client ? ` for ${client.name}` : '';
  if (actingAsSelf || !user) return `You are viewing the portal as yourself${forClient}.`;
  return `You are impersonating ${user.userName} (${user.email})${forClient}.`;
}

/**
 * The reminder on every page of the main layout while an impersonation is active, with a
 * one-click stop (the same call as the modal's Reset). Renders nothing otherwise.
 */
export function ImpersonationBanner() {
  const userState = useAuth((state) => state.userState);
  const impersonating = userState?.impersonationState.isImpersonating ?? false;
  // Only the details tell "acting as oneself for a client" from acting as another user.
  const details = useImpersonationDetails(impersonating);
  const stop = useStopImpersonation();
  if (!impersonating || !userState) return null;
  const actingAsSelf = details.isSuccess && details.data.userId === null;
  return (
    <Paper
      role="region"
      aria-label="Impersonation"
      bg="red.0"
      withBorder
      radius="md"
      px="md"
      py="xs"
      mb="md"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} c="red.9">
          {describeImpersonation(userState.user, userState.currentClient, actingAsSelf)}
        </Text>
        <Button
          color="red"
          size="xs"
          loading={stop.isPending || stop.isSuccess}
          onClick={() => stop.mutate()}
        >
          {STOP_LABEL}
        </Button>
      </Group>
    </Paper>
  );
}
