import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { isApiError } from '@portal/shared';
import { ErrorAlert } from '../../../lib/error-alert';
import {
  confirmPasswordField,
  newPasswordField,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '../../../lib/password-rules';
import { useChangePassword } from '../api/change-password';

/** Texts of the form. */
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices are signed out.';
export const CHANGE_FAILED = 'We could not change your password. Please try again.';
const CURRENT_REQUIRED = 'Enter your current password';

const ChangeSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty(CURRENT_REQUIRED)),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORDS_DO_NOT_MATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
type ChangeValues = v.InferOutput<typeof ChangeSchema>;

const SERVER_FIELDS: Record<string, keyof ChangeValues> = {
  CurrentPassword: 'currentPassword',
  NewPassword: 'newPassword',
  ConfirmPassword: 'confirmPassword',
};

/** /manage: change the own password (the current one is checked by the server). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangeValues>({
    resolver: valibotResolver(ChangeSchema),
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (!isApiError(error, 400)) return;
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const field = SERVER_FIELDS[key];
          if (field && messages[0]) form.setError(field, { message: messages[0] });
        }
      },
    }),
  );
  const general =
    change.isError &&
    !(
      isApiError(change.error, 400) &&
      Object.keys(change.error.fieldErrors).some((k) => k in SERVER_FIELDS)
    )
      ? [isApiError(change.error, 403) ? change.error.message : CHANGE_FAILED]
      : [];
  return (
    <Card withBorder radius="md" maw={520}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3}>Change password</Title>
          {change.isSuccess && (
            <Alert color="teal" role="status">
              {PASSWORD_CHANGED}
            </Alert>
          )}
          <ErrorAlert messages={general} />
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
