/** The first part of every query key of this remote: the page's one query cache is shared. */
const ROOT = 'admin';

/** Query keys of this remote's server data. */
export const adminKeys = {
  /** Every admin user query (what an edit or an invitation invalidates). */
  users: () => [ROOT, 'users'] as const,
  userPage: (page: number, search: string) => [ROOT, 'users', 'list', { page, search }] as const,
  user: (id: number) => [ROOT, 'users', 'detail', id] as const,
  /** Every client query: the admin list and the lookup (what a create or rename invalidates). */
  clients: () => [ROOT, 'clients'] as const,
  clientList: () => [ROOT, 'clients', 'list'] as const,
  clientLookup: () => [ROOT, 'clients', 'lookup'] as const,
  userLookup: () => [ROOT, 'user-lookup'] as const,
  permissions: () => [ROOT, 'permissions'] as const,
  auditPage: (page: number, search: string) => [ROOT, 'audit', { page, search }] as const,
  /** Every enquiries query (what a handled mark invalidates). */
  enquiries: () => [ROOT, 'enquiries'] as const,
  enquiryPage: (page: number, search: string, status: string) =>
    [ROOT, 'enquiries', { page, search, status }] as const,
  impersonationData: () => [ROOT, 'impersonation', 'modal-data'] as const,
  impersonationDetails: () => [ROOT, 'impersonation', 'details'] as const,
};
