import { Anchor, Grid, NavLink, Stack, Text } from '@mantine/core';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { useAuth } from '@portal/shared';
import { AuditPage } from '../features/audit/components/audit-page';
import { ClientsPage } from '../features/clients/components/clients-page';
import { EnquiriesPage } from '../features/enquiries/components/enquiries-page';
import { PermissionsPage } from '../features/permissions/components/permissions-page';
import { SendNotificationPage } from '../features/send-notification/components/send-notification-page';
import { UsersPage } from '../features/users/components/users-page';
import { AdminAccessDenied } from '../lib/components/admin-access-denied';

/** The admin sections, by path under /admin. */
const SECTIONS = [
  { path: 'users', label: 'Users' },
  { path: 'clients', label: 'Clients' },
  { path: 'permissions', label: 'Roles and permissions' },
  { path: 'audit', label: 'Impersonation audit log' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'enquiries', label: 'Enquiries' },
] as const;

function UnknownSection() {
  return (
    <Text>
      There is no such admin page.{' '}
      <Anchor component={Link} to="/admin/users">
        Go to Users
      </Anchor>
    </Text>
  );
}

/**
 * /admin/*: the admin area. It follows the ORIGINAL user (an admin acting as a client user keeps
 * it), as the API does; everyone else gets an access-denied message, and the API refuses them too.
 */
export default function AdminRoutes() {
  const isAdmin = useAuth((state) => state.userState?.originalUserPermissions.isAdmin ?? false);
  const { pathname } = useLocation();
  if (!isAdmin) return <AdminAccessDenied />;
  // '/admin' itself shows Users.
  const current = pathname.replace(/\/$/, '').split('/')[2] ?? 'users';
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 3, lg: 2 }}>
        <Stack gap={2} component="nav" aria-label="Admin sections">
          {SECTIONS.map((section) => (
            <NavLink
              key={section.path}
              component={Link}
              to={`/admin/${section.path}`}
              label={section.label}
              active={current === section.path}
              // The light variant's indigo on pale indigo is under 4.5:1; filled keeps AA contrast.
              variant="filled"
              aria-current={current === section.path ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9, lg: 10 }}>
        <Routes>
          <Route index element={<UsersPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="clients" element={<ClientsPage />} />
          <Route path="permissions" element={<PermissionsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="notifications" element={<SendNotificationPage />} />
          <Route path="enquiries" element={<EnquiriesPage />} />
          <Route path="*" element={<UnknownSection />} />
        </Routes>
      </Grid.Col>
    </Grid>
  );
}
