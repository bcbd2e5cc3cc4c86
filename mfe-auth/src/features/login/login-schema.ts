import * as v from 'valibot';
import { emailField } from '../../lib/validation';
import { PASSWORD_REQUIRED_MESSAGE } from './messages';

/** The login form (spec point 5). */
export const LoginFormSchema = v.object({
  email: emailField,
  password: v.pipe(v.string(), v.nonEmpty(PASSWORD_REQUIRED_MESSAGE)),
  rememberMe: v.boolean(),
  /** Where to go after signing in: carried from the auth-modal store in a hidden input. */
  returnUrl: v.string(),
});
/** The login form's values. */
export type LoginFormValues = v.InferOutput<typeof LoginFormSchema>;
