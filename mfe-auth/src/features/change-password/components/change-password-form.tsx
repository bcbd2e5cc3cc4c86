import { Alert, Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  applyServerErrors,
  ChangePasswordRequestSchema,
  isApiError,
  FormErrors,
} from '@portal/shared';
import { everyRuleResolver } from '../../../lib/every-rule-resolver';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';

/** Texts of the form. */
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices are signed out.';
export const CHANGE_FAILED = 'We could not change your password. Please try again.';

/** /manage: change the own password, with the API's own rules (it also checks the current one). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<ChangePasswordInput>({
    resolver: everyRuleResolver<ChangePasswordInput>(ChangePasswordRequestSchema),
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setAlert([]);
    change.mutate(values, {
      onSuccess: () => form.reset(),
      // A refusal (403 while impersonating) says why; anything else is ours to retry.
      onError: (error) =>
        setAlert(
          applyServerErrors(form, error, {
            fallback: isApiError(error, 403) ? undefined : CHANGE_FAILED,
          }),
        ),
    });
  });
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="change-password-title">
            Change password
          </Title>
          {change.isSuccess && (
            <Alert color="teal" role="status">
              {PASSWORD_CHANGED}
            </Alert>
          )}
          <FormErrors messages={alert} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword', { deps: ['confirmPassword'] })}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
