import { accountEndpoints, callApi, type LoginRequest } from '@portal/shared';

/** POST /api/account/login → `{ success, message, redirectUrl }`; failures throw ApiError. */
export const login = (body: LoginRequest) => callApi(accountEndpoints.login, { body });
