import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';

/** Users per page (spec point 9). */
export const USERS_PAGE_SIZE = 20;

const AdminUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  userName: v.string(),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  isAdmin: v.boolean(),
  isShowcaseUser: v.boolean(),
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
    queryKey: ['admin', 'users', { page, search }],
    queryFn: ({ signal }) =>
      apiGet('admin/users', UserPageSchema, {
        signal,
        query: { page, pageSize: USERS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 403,
  });
}
