import { Badge, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { authModalStore, signOut } from '@portal/shared';
import { RemoteSlot } from '../../remotes/remote-slot';
import { ImpersonationControl } from './impersonation-control';
import { useHeaderEntries } from './use-header-entries';

/** Props of HeaderEntries. */
interface HeaderEntriesProps {
  /** `bar` lays the entries out in the header; `menu` stacks them in the mobile overlay. */
  layout: 'bar' | 'menu';
  /** Called after an entry was used (the mobile overlay closes). */
  onNavigate?: () => void;
}

/** The header's menu entries, one definition for the bar and the mobile overlay. */
export function HeaderEntries({ layout, onNavigate }: HeaderEntriesProps) {
  const entries = useHeaderEntries();
  const navigate = useNavigate();
  const inMenu = layout === 'menu';
  const Container = inMenu ? Stack : Group;
  const variant = inMenu ? 'menu' : 'header';

  if (!entries.signedIn) {
    return (
      <Button
        fullWidth={inMenu}
        onClick={() => {
          onNavigate?.();
          authModalStore.getState().openLogin();
        }}
      >
        Log In
      </Button>
    );
  }

  const logOff = async () => {
    onNavigate?.();
    if (await signOut()) navigate('/');
  };

  return (
    <Container gap="sm" align={inMenu ? 'stretch' : 'center'}>
      {entries.isShowcaseUser && (
        <RemoteSlot id="mfe_admin/ClientPicker" variant="inline" props={{ variant }} />
      )}
      {entries.canImpersonate && (
        <ImpersonationControl
          danger={entries.overridesActive}
          title={entries.impersonationTitle}
          fullWidth={inMenu}
        />
      )}
      <Button component={Link} to="/projects" variant="subtle" onClick={onNavigate}>
        My Projects
      </Button>
      {entries.isAdmin && (
        <Button component={Link} to="/admin" variant="subtle" onClick={onNavigate}>
          Admin
        </Button>
      )}
      <RemoteSlot id="mfe_notifications/NotificationsBell" variant="inline" props={{ variant }} />
      <Button
        component={Link}
        to="/manage"
        variant="subtle"
        onClick={onNavigate}
        rightSection={entries.isAdmin ? <Badge color="red">ADMIN</Badge> : undefined}
      >
        {entries.userName}
      </Button>
      <Button variant="default" onClick={logOff}>
        Log off
      </Button>
    </Container>
  );
}
