import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { emailField } from '../../lib/validation';
import { confirmPasswordField, newPasswordField } from '../../lib/password-rules';
import { PASSWORD_MISMATCH, PASSWORDS_DO_NOT_MATCH_MESSAGE } from './messages';

/** The registration form (spec point 5); the mismatch is reported on confirmPassword. */
export const RegisterFormSchema = v.pipe(
  v.object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_DO_NOT_MATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
/** The registration form's values. */
export type RegisterFormValues = v.InferOutput<typeof RegisterFormSchema>;

const baseResolver = valibotResolver(RegisterFormSchema);

/** The valibot resolver, with the mismatch typed `passwordMismatch` as the spec names it. */
export const registerResolver: Resolver<RegisterFormValues> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  const confirm = result.errors.confirmPassword;
  if (confirm?.message === PASSWORDS_DO_NOT_MATCH_MESSAGE) confirm.type = PASSWORD_MISMATCH;
  return result;
};
