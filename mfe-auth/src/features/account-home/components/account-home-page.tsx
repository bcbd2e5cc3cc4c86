import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { authModalStore } from '@portal/shared';

/** /account and any unknown /account child: points the visitor at the sign-in modals. */
export function AccountHomePage() {
  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>Your account</Title>
        <Text c="dimmed">Log in to reach your projects, or create an account to get started.</Text>
        <Group>
          <Button onClick={() => authModalStore.getState().openLogin()}>Log In</Button>
          <Button variant="default" onClick={() => authModalStore.getState().openRegister()}>
            Create Account
          </Button>
        </Group>
        <Anchor component={Link} to="/account/forgot-password" size="sm">
          Forgot your password?
        </Anchor>
      </Stack>
    </Paper>
  );
}
