import {
  Button,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { isApiError } from '@portal/shared';
import { AdminAccessDenied } from '../../../lib/components/admin-access-denied';
import { LoadError } from '../../../lib/components/load-error';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { InviteUserForm } from './invite-user-form';
import { UserEditDialog, type EditedUser } from './user-edit-dialog';
import { UsersTable } from './users-table';

/** Title of the invitation modal and of the button that opens it. */
const INVITE = 'Invite user';

/** /admin/users: every user, searchable and paged; edit one, or invite someone new. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EditedUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const { data, error, isPending, refetch } = useUsers({ page, search: debounced });

  if (isApiError(error, 403)) return <AdminAccessDenied />;
  const pages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Users</Title>
        <Group align="flex-end">
          <TextInput
            aria-label="Search users"
            placeholder="Search by e-mail or name"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Button onClick={() => setInviting(true)}>{INVITE}</Button>
        </Group>
      </Group>
      {isPending && <Skeleton h={240} />}
      {error && <LoadError title="Users could not be loaded." onRetry={() => void refetch()} />}
      {data && data.items.length === 0 && <Text c="dimmed">No user matches that search.</Text>}
      {data && data.items.length > 0 && <UsersTable users={data.items} onEdit={setEditing} />}
      {data && pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />
      )}
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
      <Modal opened={inviting} onClose={() => setInviting(false)} title={INVITE} size="lg">
        {inviting && <InviteUserForm onDone={() => setInviting(false)} />}
      </Modal>
    </Stack>
  );
}
