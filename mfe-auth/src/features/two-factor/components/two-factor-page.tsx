import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import {
  applyServerErrors,
  authStore,
  isApiError,
  pageLocation,
  VerifyCodeRequestSchema,
  FormErrors,
} from '@portal/shared';
import { useSendCode, useVerifyCode } from '../api/two-factor-calls';

/** Texts of the two-step sign-in page. */
export const TWO_FACTOR_TITLE = 'Two-step sign-in';
export const CODE_SENT = 'We have e-mailed you a sign-in code. It expires in 10 minutes.';
export const STEP_FAILED = 'That did not work. Please try again.';

type CodeValues = v.InferOutput<typeof VerifyCodeRequestSchema>;

/** 401 (the sign-in expired) and 429 (too many) carry a message a person can act on. */
const saysWhy = (error: unknown) => isApiError(error, 401) || isApiError(error, 429);

/** /account/two-factor: send the e-mailed code, then enter it to finish signing in. */
export function TwoFactorPage() {
  const send = useSendCode();
  const verify = useVerifyCode();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<CodeValues>({
    resolver: valibotResolver(VerifyCodeRequestSchema),
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const showFailure = (error: unknown) =>
    setAlert(
      applyServerErrors(form, error, {
        listAll: true,
        fallback: saysWhy(error) ? undefined : STEP_FAILED,
      }),
    );
  const sendCode = () => {
    setAlert([]);
    send.mutate(undefined, { onError: showFailure });
  };
  const submit = form.handleSubmit(({ code }) => {
    setAlert([]);
    verify.mutate(code, {
      onSuccess: async (result) => {
        await authStore.getState().refresh();
        pageLocation.assign(result.redirectUrl || '/');
      },
      onError: showFailure,
    });
  });
  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{TWO_FACTOR_TITLE}</Title>
        <Text size="sm">One more step: to finish signing in, enter the code we e-mail you.</Text>
        <FormErrors messages={alert} />
        {send.isSuccess && (
          <Alert color="teal" role="status">
            {CODE_SENT}
          </Alert>
        )}
        <Button
          variant={send.isSuccess ? 'light' : 'filled'}
          loading={send.isPending}
          onClick={sendCode}
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
