import { apiPost } from '@portal/shared';
import { AuthResponseSchema } from '../../../lib/auth-response';

/** Body of POST /api/account/login. */
export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
  returnUrl: string | null;
}

/** POST /api/account/login → `{ success, message, redirectUrl }`; failures throw ApiError. */
export const login = (body: LoginRequest) => apiPost('account/login', body, AuthResponseSchema);
