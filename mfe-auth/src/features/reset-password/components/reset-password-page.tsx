import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { authModalStore, isApiError } from '@portal/shared';
import { ErrorAlert } from '../../../lib/error-alert';
import {
  confirmPasswordField,
  newPasswordField,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '../../../lib/password-rules';
import { useResetPassword } from '../api/reset-password';

/** Texts of the reset page. */
export const RESET_TITLE = 'Choose a new password';
export const RESET_DONE = 'Your password has been changed. Sign in with the new one.';
export const RESET_FAILED = 'We could not change your password. Please try again.';
export const LINK_INCOMPLETE =
  'This reset link is incomplete. Open the link from the e-mail again.';

const ResetSchema = v.pipe(
  v.object({ password: newPasswordField, confirmPassword: confirmPasswordField }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_DO_NOT_MATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
type ResetValues = v.InferOutput<typeof ResetSchema>;

const failureMessages = (error: unknown) => {
  const listed = isApiError(error, 400) ? Object.values(error.fieldErrors).flat() : [];
  return listed.length > 0 ? listed : [RESET_FAILED];
};

/** /account/reset-password?email&token: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    resolver: valibotResolver(ResetSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

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
          <form
            onSubmit={form.handleSubmit((values) => reset.mutate({ email, token, ...values }))}
            noValidate
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                For {email}
              </Text>
              {reset.isError && <ErrorAlert messages={failureMessages(reset.error)} />}
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                disabled={reset.isPending}
                error={errors.password?.message}
                {...form.register('password', { deps: ['confirmPassword'] })}
              />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                disabled={reset.isPending}
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
              <Button type="submit" loading={reset.isPending}>
                Set new password
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
