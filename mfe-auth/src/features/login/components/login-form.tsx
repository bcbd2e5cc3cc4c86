import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LoginRequestSchema, useAuthModal, FormErrors } from '@portal/shared';
import { useLogin, type LoginFormState } from '../hooks/use-login';
import { LOG_IN } from '../messages';

/** Email, Password, Remember me and the Log In button (spec points 2 and 5: the API's rules). */
export function LoginForm() {
  const returnUrl = useAuthModal((state) => state.returnUrl);
  const form: LoginFormState = useForm({
    resolver: valibotResolver(LoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false, returnUrl: returnUrl ?? '' },
  });
  // The form is mounted before the modal opens (login-modal.tsx): where to go comes with the opening.
  useEffect(() => form.setValue('returnUrl', returnUrl ?? ''), [form, returnUrl]);
  const { submit, loading, alertMessages } = useLogin(form);
  const { errors, isValid } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={LOG_IN}>
      <Stack gap="sm">
        <FormErrors messages={alertMessages} />
        <input type="hidden" {...form.register('returnUrl')} />
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
          autoComplete="current-password"
          disabled={loading}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Checkbox label="Remember me" disabled={loading} {...form.register('rememberMe')} />
        <Button type="submit" loading={loading} disabled={!isValid || loading} fullWidth>
          {LOG_IN}
        </Button>
      </Stack>
    </form>
  );
}
