import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { authStore, isApiError } from '@portal/shared';
import { ErrorAlert } from '../../../lib/error-alert';
import { pageLocation } from '../../../lib/page-location';
import { useSendCode, useVerifyCode } from '../api/two-factor-calls';

/** Texts of the two-step sign-in page. */
export const TWO_FACTOR_TITLE = 'Two-step sign-in';
export const CODE_SENT = 'We have e-mailed you a sign-in code. It expires in 10 minutes.';
export const CODE_FORMAT = 'Enter the 6-digit code from the e-mail.';
export const STEP_FAILED = 'That did not work. Please try again.';

const CodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, CODE_FORMAT)),
});
type CodeValues = v.InferOutput<typeof CodeSchema>;

const messagesOf = (error: unknown) => {
  if (isApiError(error, 400)) {
    const listed = Object.values(error.fieldErrors).flat();
    if (listed.length > 0) return listed;
  }
  // 401 (the sign-in expired) and 429 (too many) carry a message a person can act on.
  if (isApiError(error, 401) || isApiError(error, 429)) return [error.message];
  return [STEP_FAILED];
};

/** /account/two-factor: send the e-mailed code, then enter it to finish signing in. */
export function TwoFactorPage() {
  const send = useSendCode();
  const verify = useVerifyCode();
  const form = useForm<CodeValues>({
    resolver: valibotResolver(CodeSchema),
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: async (result) => {
        await authStore.getState().refresh();
        pageLocation.assign(result.redirectUrl || '/');
      },
    }),
  );
  const error = verify.error ?? send.error;
  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{TWO_FACTOR_TITLE}</Title>
        <Text size="sm">One more step: to finish signing in, enter the code we e-mail you.</Text>
        {error && <ErrorAlert messages={messagesOf(error)} />}
        {send.isSuccess && (
          <Alert color="teal" role="status">
            {CODE_SENT}
          </Alert>
        )}
        <Button
          variant={send.isSuccess ? 'light' : 'filled'}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isSuccess ? 'Send another code' : 'Send code'}
        </Button>
        {send.isSuccess && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end">
              <TextInput
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                disabled={verify.isPending}
                error={form.formState.errors.code?.message}
                style={{ flex: 1 }}
                {...form.register('code')}
              />
              <Button type="submit" loading={verify.isPending}>
                Verify
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
