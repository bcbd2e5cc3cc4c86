import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { RegisterRequest } from '@portal/shared';
import { useRegister } from '../hooks/use-register';
import { CREATE_ACCOUNT } from '../messages';
import { registerResolver } from '../register-schema';
import { FormErrors } from '@portal/shared';

/** Email, Password, Confirm Password and the Create Account button (spec points 2 and 5). */
export function RegisterForm() {
  const form = useForm<RegisterRequest>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { submit, loading, alertMessages } = useRegister(form);
  const { errors, isValid, touchedFields } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={CREATE_ACCOUNT}>
      <Stack gap="sm">
        <FormErrors messages={alertMessages} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          disabled={loading}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          disabled={loading}
          error={errors.password?.message}
          // Re-check the confirmation once it has been filled in, so a mismatch shows at once.
          {...form.register('password', {
            deps: touchedFields.confirmPassword ? ['confirmPassword'] : [],
          })}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          disabled={loading}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={loading} disabled={!isValid || loading} fullWidth>
          {CREATE_ACCOUNT}
        </Button>
      </Stack>
    </form>
  );
}
