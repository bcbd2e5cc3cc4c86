import { accountEndpoints, callApi, type RegisterRequest } from '@portal/shared';

/** POST /api/account/register → `{ success, message, redirectUrl }`; failures throw ApiError. */
export const register = (body: RegisterRequest) => callApi(accountEndpoints.register, { body });
