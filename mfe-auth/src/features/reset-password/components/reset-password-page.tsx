import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { authModalStore } from '@portal/shared';
import { NewPasswordForm } from '../../../lib/new-password-form';
import { useResetPassword } from '../api/reset-password';

/** Texts of the reset page. */
export const RESET_TITLE = 'Choose a new password';
export const RESET_DONE = 'Your password has been changed. Sign in with the new one.';
export const RESET_FAILED = 'We could not change your password. Please try again.';
export const LINK_INCOMPLETE =
  'This reset link is incomplete. Open the link from the e-mail again.';

/** /account/reset-password?email&token: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const reset = useResetPassword();

  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{RESET_TITLE}</Title>
        {!email || !token ? (
          <Alert color="red" role="alert">
            {LINK_INCOMPLETE}
          </Alert>
        ) : reset.isSuccess ? (
          <>
            <Alert color="teal" role="status">
              {RESET_DONE}
            </Alert>
            <Button onClick={() => authModalStore.getState().openLogin('/')}>Log In</Button>
          </>
        ) : (
          <NewPasswordForm
            submitLabel="Set new password"
            pending={reset.isPending}
            failure={RESET_FAILED}
            onSubmit={(values) => reset.mutateAsync({ email, token, ...values })}
          >
            <Text size="sm" c="dimmed">
              For {email}
            </Text>
          </NewPasswordForm>
        )}
      </Stack>
    </Paper>
  );
}
