import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@portal/shared';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { UsersTable } from './users-table';

/** /admin: every user, searchable and paged. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, error, isPending, refetch } = useUsers({ page, search: debounced });

  if (isApiError(error, 403)) {
    return (
      <Alert color="orange" title="Access denied">
        Only administrators can see this page.{' '}
        <Anchor component={Link} to="/">
          Go home
        </Anchor>
      </Alert>
    );
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Users</Title>
        <TextInput
          aria-label="Search users"
          placeholder="Search by e-mail or name"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {isPending && <Skeleton h={240} />}
      {error && (
        <Alert color="red" title="Users could not be loaded.">
          <Button size="xs" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {data && data.items.length === 0 && <Text c="dimmed">No user matches that search.</Text>}
      {data && data.items.length > 0 && <UsersTable users={data.items} />}
      {data && pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />
      )}
    </Stack>
  );
}
