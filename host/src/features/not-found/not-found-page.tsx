import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Any URL the portal does not know. */
export function NotFoundPage() {
  return (
    <Center py={64}>
      <Stack align="center" maw={480} ta="center">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The address may be mistyped, or the page may have moved.</Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
