import { useAuth, type Permission } from '@portal/shared';

/**
 * Whether the signed-in (or impersonated) user holds a permission of spec point 6, read from the
 * user state's claims. It only decides what to offer; the API checks every call again.
 */
export const usePermission = (permission: Permission) =>
  useAuth((state) => state.userState?.userClaims.includes(permission) ?? false);
