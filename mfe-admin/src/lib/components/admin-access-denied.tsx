import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Shown to anyone who reaches an admin page without admin rights (the API refuses them too). */
export function AdminAccessDenied() {
  return (
    <Alert color="orange" title="Access denied">
      Only administrators can open the admin area.{' '}
      <Anchor component={Link} to="/">
        Go home
      </Anchor>
    </Alert>
  );
}
