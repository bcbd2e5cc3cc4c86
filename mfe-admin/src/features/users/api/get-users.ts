import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';
import { retryUnlessRefused } from '../../../lib/api/retry';

/** Users per page (spec point 9). */
export const USERS_PAGE_SIZE = 20;
/** Prefix of every admin user query (invalidated after an edit or an invitation). */
export const USERS_KEY = ['admin', 'users'] as const;

const AdminUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  userName: v.string(),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  isAdmin: v.boolean(),
  isShowcaseUser: v.boolean(),
  canImpersonate: v.boolean(),
  roles: v.array(v.string()),
  disabled: v.boolean(),
});
/** A user as the admin list shows it. */
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

const UserPageSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  items: v.array(AdminUserSchema),
});

/** GET /api/admin/users: a page of users, searched by e-mail or name. */
export function useUsers({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: [...USERS_KEY, { page, search }],
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      apiGet('admin/users', UserPageSchema, {
        signal,
        query: { page, pageSize: USERS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
