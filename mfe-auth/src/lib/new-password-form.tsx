import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, PasswordInput, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { isApiError } from '@portal/shared';
import { ErrorAlert } from './error-alert';
import {
  confirmPasswordField,
  newPasswordField,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from './password-rules';

const NewPasswordSchema = v.pipe(
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

/** A new password and its confirmation. */
export type NewPasswordValues = v.InferOutput<typeof NewPasswordSchema>;

/** The messages of a failed request: those of a 400 map, or the fallback. */
export function failureMessages(error: unknown, fallback: string): string[] {
  const listed = isApiError(error, 400) ? Object.values(error.fieldErrors).flat() : [];
  return listed.length > 0 ? listed : [fallback];
}

/**
 * The form of every page that sets a password from an e-mailed link (reset, invitation): New
 * password and Confirm Password with the rules of spec point 5, checked as the person types.
 */
export function NewPasswordForm({
  submitLabel,
  pending,
  errors,
  onSubmit,
  children,
}: {
  submitLabel: string;
  pending: boolean;
  /** Messages of the last failed request, for the red alert. */
  errors: string[];
  onSubmit: (values: NewPasswordValues) => void;
  /** Shown above the fields (who the password is for). */
  children?: ReactNode;
}) {
  const form = useForm<NewPasswordValues>({
    resolver: valibotResolver(NewPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const fieldErrors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        {children}
        <ErrorAlert messages={errors} />
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
