import { Stack, Text, Title } from '@mantine/core';
import { SendNotificationForm } from './send-notification-form';

/** /admin/notifications: send a System or Alert notification; it arrives live in the bell. */
export function SendNotificationPage() {
  return (
    <Stack>
      <Title order={1}>Notifications</Title>
      <Text c="dimmed">
        Send a System or Alert notification. Only active users receive it; those signed in see it at
        once.
      </Text>
      <SendNotificationForm />
    </Stack>
  );
}
