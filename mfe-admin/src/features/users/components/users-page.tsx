import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError, ListHeader, ListPager, LoadError, useSearchPaging } from '@portal/shared';
import { AdminAccessDenied } from '../../../lib/components/admin-access-denied';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { InviteUserForm } from './invite-user-form';
import { UserEditDialog, type EditedUser } from './user-edit-dialog';
import { UsersTable } from './users-table';

/** Title of the invitation modal and of the button that opens it. */
const INVITE = 'Invite user';

/** /admin/users: every user, searchable and paged; edit one, or invite someone new. */
export function UsersPage() {
  const paging = useSearchPaging();
  const [editing, setEditing] = useState<EditedUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const { data, error, isPending, refetch } = useUsers({
    page: paging.page,
    search: paging.debouncedSearch,
  });

  if (isApiError(error, 403)) return <AdminAccessDenied />;
  return (
    <Stack>
      <ListHeader
        title="Users"
        search={{
          label: 'Search users',
          placeholder: 'Search by e-mail or name',
          value: paging.search,
          onChange: paging.setSearch,
        }}
      >
        <Button onClick={() => setInviting(true)}>{INVITE}</Button>
      </ListHeader>
      {isPending && <Skeleton h={240} />}
      {error && <LoadError title="Users could not be loaded." onRetry={() => void refetch()} />}
      {data && data.items.length === 0 && <Text c="dimmed">No user matches that search.</Text>}
      {data && data.items.length > 0 && <UsersTable users={data.items} onEdit={setEditing} />}
      {data && (
        <ListPager
          page={paging.page}
          total={data.total}
          pageSize={USERS_PAGE_SIZE}
          onChange={paging.setPage}
        />
      )}
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
      <Modal opened={inviting} onClose={() => setInviting(false)} title={INVITE} size="lg">
        {inviting && <InviteUserForm onDone={() => setInviting(false)} />}
      </Modal>
    </Stack>
  );
}
