import { Select } from '@mantine/core';
import { useClientLookup } from '../../../lib/api/get-client-lookup';
import { useUserLookup } from '../../../lib/api/get-user-lookup';

/** Props of ClientRecipientSelect and UserRecipientSelect. */
interface RecipientSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The client whose active users all receive it (GET /api/clients/lookup). */
export function ClientRecipientSelect({ value, onChange, error, disabled }: RecipientSelectProps) {
  const clients = useClientLookup();
  return (
    <Select
      label="Client"
      placeholder="Choose a client"
      searchable
      withAsterisk
      value={value}
      onChange={onChange}
      error={error ?? (clients.isError ? 'The clients could not be loaded.' : undefined)}
      disabled={disabled || clients.isPending}
      data={(clients.data ?? []).map((client) => ({
        value: String(client.id),
        label: client.name,
      }))}
    />
  );
}

/** The one user who receives it, found by e-mail (GET /api/users/lookup). */
export function UserRecipientSelect({ value, onChange, error, disabled }: RecipientSelectProps) {
  const users = useUserLookup();
  return (
    <Select
      label="User"
      placeholder="Type an e-mail address"
      searchable
      withAsterisk
      nothingFoundMessage="No user has that e-mail address."
      value={value}
      onChange={onChange}
      error={error ?? (users.isError ? 'The users could not be loaded.' : undefined)}
      disabled={disabled || users.isPending}
      data={(users.data ?? []).map((user) => ({ value: user.id, label: user.email }))}
    />
  );
}
