import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { isApiError } from '@portal/shared';
import { ErrorAlert } from '../../../lib/error-alert';
import { emailField } from '../../../lib/validation';
import { useForgotPassword } from '../api/forgot-password';
import {
  FORGOT_PASSWORD_TITLE,
  RESET_LINK_SENT,
  RESET_REQUEST_FAILED,
  SEND_RESET_LINK,
} from '../messages';

const ForgotPasswordSchema = v.object({ email: emailField });
type ForgotPasswordValues = v.InferOutput<typeof ForgotPasswordSchema>;

function failureMessages(error: unknown): string[] {
  const listed = isApiError(error, 400) ? Object.values(error.fieldErrors).flat() : [];
  return listed.length > 0 ? listed : [RESET_REQUEST_FAILED];
}

/** /account/forgot-password: asks for an address, then answers neutrally (no account probing). */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordValues>({
    resolver: valibotResolver(ForgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isValid } = form.formState;

  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{FORGOT_PASSWORD_TITLE}</Title>
        {request.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {RESET_LINK_SENT}
          </Alert>
        ) : (
          <form onSubmit={form.handleSubmit(({ email }) => request.mutate(email))} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Enter the e-mail address of your account and we will send you a link.
              </Text>
              {request.isError && <ErrorAlert messages={failureMessages(request.error)} />}
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
