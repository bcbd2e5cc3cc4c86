import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import {
  applyServerErrors,
  ConfirmPasswordSchema,
  NewPasswordSchema,
  withConfirmation,
  FormErrors,
} from '@portal/shared';
import { everyRuleResolver } from './every-rule-resolver';

/** New password and its confirmation, with the API's own rules (spec point 5). */
const NewPasswordFormSchema = withConfirmation(
  { password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema },
  'password',
);

/** A new password and its confirmation. */
export type NewPasswordValues = v.InferOutput<typeof NewPasswordFormSchema>;

/**
 * The form of every page that sets a password from an e-mailed link (reset, invitation): New
 * password and Confirm Password, checked as the person types. A failed submit lists every message
 * of the server's 400 in the red alert (the link's own fields have no input to show them), else
 * `failure`.
 */
export function NewPasswordForm({
  submitLabel,
  pending,
  failure,
  onSubmit,
  children,
}: {
  submitLabel: string;
  pending: boolean;
  /** Said when the request fails without messages of its own. */
  failure: string;
  /** Sends the password; a rejection is shown in the red alert. */
  onSubmit: (values: NewPasswordValues) => Promise<unknown>;
  /** Shown above the fields (who the password is for). */
  children?: ReactNode;
}) {
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<NewPasswordValues>({
    resolver: everyRuleResolver<NewPasswordValues>(NewPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setAlert([]);
    try {
      await onSubmit(values);
    } catch (error) {
      setAlert(applyServerErrors(form, error, { listAll: true, fallback: failure }));
    }
  });
  const fieldErrors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        <FormErrors messages={alert} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          disabled={pending}
          error={fieldErrors.password?.message}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          disabled={pending}
          error={fieldErrors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
