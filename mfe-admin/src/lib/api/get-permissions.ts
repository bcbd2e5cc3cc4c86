import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';
import { retryUnlessRefused } from './retry';

const PermissionTableSchema = v.object({
  permissions: v.array(v.string()),
  roles: v.array(v.object({ name: v.string(), permissions: v.array(v.string()) })),
  adminPermissions: v.array(v.string()),
});
/** The server's one role → permission table (spec point 6 leaves it to the server). */
export type PermissionTable = v.InferOutput<typeof PermissionTableSchema>;

/**
 * GET /api/admin/permissions. The role names the user forms offer come from here too, so the
 * admin area never keeps a second copy of the server's role list.
 */
export const usePermissionTable = () =>
  useQuery({
    queryKey: ['admin', 'permissions'],
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => apiGet('admin/permissions', PermissionTableSchema, { signal }),
    // The table changes only with a deployment of the API.
    staleTime: Infinity,
  });
