import { useClientLookup } from '../../../lib/api/get-client-lookup';
import { useUserLookup } from '../../../lib/api/get-user-lookup';
import { LookupSelect } from '../../../lib/components/lookup-select';

/** Props of ClientRecipientSelect and UserRecipientSelect. */
interface RecipientSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The client whose active users all receive it (GET /api/clients/lookup). */
export function ClientRecipientSelect({ value, onChange, error, disabled }: RecipientSelectProps) {
  return (
    <LookupSelect
      label="Client"
      placeholder="Choose a client"
      searchable
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      lookup={useClientLookup()}
      what="clients"
      toOption={(client) => ({ value: String(client.id), label: client.name })}
    />
  );
}

/** The one user who receives it, found by e-mail (GET /api/users/lookup). */
export function UserRecipientSelect({ value, onChange, error, disabled }: RecipientSelectProps) {
  return (
    <LookupSelect
      label="User"
      placeholder="Type an e-mail address"
      searchable
      withAsterisk
      nothingFoundMessage="No user has that e-mail address."
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      lookup={useUserLookup()}
      what="users"
      toOption={(user) => ({ value: user.id, label: user.email })}
    />
  );
}
