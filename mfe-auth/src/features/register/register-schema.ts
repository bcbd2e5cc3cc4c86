import type { Resolver } from 'react-hook-form';
import {
  PASSWORD_MISMATCH,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  RegisterRequestSchema,
  type RegisterRequest,
} from '@portal/shared';
import { everyRuleResolver } from '../../lib/every-rule-resolver';

const baseResolver = everyRuleResolver<RegisterRequest>(RegisterRequestSchema);

/**
 * The registration form checked with the API's own schema (spec point 5), the mismatch on
 * confirmPassword typed `passwordMismatch` as the spec names it.
 */
export const registerResolver: Resolver<RegisterRequest> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  const confirm = result.errors.confirmPassword;
  if (confirm?.message === PASSWORDS_DO_NOT_MATCH_MESSAGE) confirm.type = PASSWORD_MISMATCH;
  return result;
};
