import { Alert, Anchor, Center, Stack, Title } from '@mantine/core';

/**
 * What a page under a token says when its link does not open (unknown, turned off, expired):
 * the API's sentence as the page's heading, what to do, and the way to the portal; nothing of
 * what the link was for.
 */
export function LinkStopped({ message }: { message: string }) {
  return (
    <Center py={64} px="md">
      <Stack align="center" ta="center">
        <Title order={1}>{message}</Title>
        <Alert color="gray">Ask the person who shared it for a new link.</Alert>
        <Anchor href="/">Go to the portal</Anchor>
      </Stack>
    </Center>
  );
}
