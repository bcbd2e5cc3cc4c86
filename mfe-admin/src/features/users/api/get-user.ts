import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';
import { retryUnlessRefused } from '../../../lib/api/retry';
import { USERS_KEY } from './get-users';

/** GET /api/admin/users/{id} (and the PUT that answers with the saved user). */
export const UserDetailSchema = v.object({
  id: v.number(),
  email: v.string(),
  userName: v.string(),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  isAdmin: v.boolean(),
  isShowcaseUser: v.boolean(),
  canImpersonate: v.boolean(),
  hasSecurityOverrides: v.boolean(),
  disabled: v.boolean(),
  roles: v.array(v.string()),
  permissions: v.array(v.string()),
});
/** One user as the edit form shows it, with the permissions their roles give. */
export type UserDetail = v.InferOutput<typeof UserDetailSchema>;

/** GET /api/admin/users/{id}. */
export const useUserDetail = (id: number) =>
  useQuery({
    queryKey: [...USERS_KEY, 'detail', id],
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => apiGet(`admin/users/${id}`, UserDetailSchema, { signal }),
    staleTime: 0,
  });
