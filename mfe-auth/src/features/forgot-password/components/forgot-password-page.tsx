import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  applyServerErrors,
  ForgotPasswordRequestSchema,
  RESET_REQUESTED_MESSAGE,
  type BodyIn,
  type accountEndpoints,
  FormErrors,
  isApiError,
} from '@portal/shared';
import { useForgotPassword } from '../api/forgot-password';
import { FORGOT_PASSWORD_TITLE, RESET_REQUEST_FAILED, SEND_RESET_LINK } from '../messages';

type ForgotPasswordValues = BodyIn<typeof accountEndpoints.forgotPassword>;

/** /account/forgot-password: asks for an address, then answers neutrally (no account probing). */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<ForgotPasswordValues>({
    resolver: valibotResolver(ForgotPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit(({ email }) => {
    setAlert([]);
    request.mutate(email, {
      // Too many requests says how long to wait; any other failure is ours to retry.
      onError: (error) =>
        setAlert(
          applyServerErrors(form, error, {
            listAll: true,
            fallback: isApiError(error, 429) ? undefined : RESET_REQUEST_FAILED,
          }),
        ),
    });
  });

  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{FORGOT_PASSWORD_TITLE}</Title>
        {request.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {RESET_REQUESTED_MESSAGE}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Enter the e-mail address of your account and we will send you a link.
              </Text>
              <FormErrors messages={alert} />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                disabled={request.isPending}
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Button type="submit" loading={request.isPending} disabled={!isValid}>
                {SEND_RESET_LINK}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
