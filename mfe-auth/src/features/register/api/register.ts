import { apiPost } from '@portal/shared';
import { AuthResponseSchema } from '../../../lib/auth-response';

/** Body of POST /api/account/register. */
export interface RegisterRequest {
  email: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/account/register → `{ success, message, redirectUrl }`; failures throw ApiError. */
export const register = (body: RegisterRequest) =>
  apiPost('account/register', body, AuthResponseSchema);
