import { Alert, Anchor, Grid, NavLink, Stack } from '@mantine/core';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { useAuth } from '@portal/shared';
import { UsersPage } from '../features/users/components/users-page';

/** /admin/*: the admin area (admins only; the API refuses everyone else as well). */
export default function AdminRoutes() {
  const isAdmin = useAuth((state) => state.userState?.originalUserPermissions.isAdmin ?? false);
  const { pathname } = useLocation();
  if (!isAdmin) {
    return (
      <Alert color="orange" title="Access denied">
        Only administrators can open the admin area.{' '}
        <Anchor component={Link} to="/">
          Go home
        </Anchor>
      </Alert>
    );
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 3, lg: 2 }}>
        <Stack gap={2} component="nav" aria-label="Admin sections">
          <NavLink
            component={Link}
            to="/admin"
            label="Users"
            active={pathname.replace(/\/$/, '') === '/admin'}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9, lg: 10 }}>
        <Routes>
          <Route index element={<UsersPage />} />
          <Route path="*" element={<UsersPage />} />
        </Routes>
      </Grid.Col>
    </Grid>
  );
}
