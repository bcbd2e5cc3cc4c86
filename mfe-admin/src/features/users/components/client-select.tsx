import { Select } from '@mantine/core';
import { useAdminClients } from '../../../lib/api/get-admin-clients';

/** Placeholder of a user without a client. */
export const NO_CLIENT_LABEL = 'No client';

/** Props of ClientSelect. */
interface ClientSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The client of a user: any client, or none (cleared). Values are client ids as text. */
export function ClientSelect({ value, onChange, error, disabled }: ClientSelectProps) {
  const clients = useAdminClients();
  return (
    <Select
      label="Client"
      placeholder={NO_CLIENT_LABEL}
      clearable
      searchable
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
