import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';
import { retryUnlessRefused } from './retry';

/** A client as the admin area shows it. */
export const AdminClientSchema = v.object({
  id: v.number(),
  name: v.string(),
  isInternal: v.boolean(),
  logoUrl: v.nullable(v.string()),
  userCount: v.number(),
  projectCount: v.number(),
});
/** A client as the admin area shows it. */
export type AdminClient = v.InferOutput<typeof AdminClientSchema>;

/** Query key of the admin client list (invalidated after a create, rename or logo upload). */
export const ADMIN_CLIENTS_KEY = ['admin', 'clients'] as const;

/** GET /api/admin/clients: every client by name, with user and project counts. */
export const useAdminClients = () =>
  useQuery({
    queryKey: ADMIN_CLIENTS_KEY,
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => apiGet('admin/clients', v.array(AdminClientSchema), { signal }),
  });
