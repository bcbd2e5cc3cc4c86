import { Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError, SHARE_MESSAGES } from '@portal/shared';
import { useUnlock } from '../api/shared-content';

/** The password a protected link asks for; wrong, it says so; too many tries, it says to wait. */
export function PasswordForm({ token }: { token: string }) {
  const unlock = useUnlock(token);
  const [password, setPassword] = useState('');
  const error = unlock.error;
  const message = !error
    ? null
    : isApiError(error, 400)
      ? (error.fieldErrors.Password?.[0] ?? error.message)
      : isApiError(error, 429) || isApiError(error, 404)
        ? error.message
        : 'The password could not be checked. Please try again.';
  return (
    <Center py={48} px="md">
      <Paper withBorder p="xl" radius="md" maw={420} w="100%">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            unlock.mutate(password);
          }}
        >
          <Stack>
            <Title order={1} fz="xl">
              {SHARE_MESSAGES.passwordRequired}
            </Title>
            <Text size="sm">Enter the password you were given with the link.</Text>
            <PasswordInput
              label="Password"
              data-autofocus
              autoComplete="off"
              value={password}
              error={message}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={unlock.isPending}>
              Open
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
