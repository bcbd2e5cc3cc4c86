import { useAdminClients } from '../../../lib/api/get-admin-clients';
import { LookupSelect } from '../../../lib/components/lookup-select';

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
  return (
    <LookupSelect
      label="Client"
      placeholder={NO_CLIENT_LABEL}
      clearable
      searchable
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      lookup={useAdminClients()}
      what="clients"
      toOption={(client) => ({ value: String(client.id), label: client.name })}
    />
  );
}
