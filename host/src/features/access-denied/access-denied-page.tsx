import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** /access-denied: the signed-in user may not see what they asked for. */
export function AccessDeniedPage() {
  return (
    <Center py={64}>
      <Stack align="center" maw={480} ta="center">
        <Title order={1}>Access denied</Title>
        <Text c="dimmed">
          You do not have permission to view this page. If you think you should, ask your portal
          administrator for access.
        </Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
