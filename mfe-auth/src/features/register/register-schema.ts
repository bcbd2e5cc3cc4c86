import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { emailField } from '../../lib/validation';
import {
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from './messages';

/** The registration form (spec point 5); the mismatch is reported on confirmPassword. */
export const RegisterFormSchema = v.pipe(
  v.object({
    email: emailField,
    password: v.pipe(
      v.string(),
      v.nonEmpty(PASSWORD_TOO_SHORT_MESSAGE),
      v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    ),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(CONFIRM_PASSWORD_MESSAGE)),
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
