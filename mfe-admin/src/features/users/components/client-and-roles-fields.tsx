import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { Role } from '@portal/shared';
import { ClientSelect } from './client-select';
import { RoleCheckboxes } from './role-checkboxes';

/** The part of a user form that says whose client a person belongs to and what they may do. */
export interface ClientAndRoles {
  /** The client's id as text (what Mantine's Select works with), or null for none. */
  clientId: string | null;
  roles: Role[];
}

/** The client and role fields, shared by the invitation and the user edit forms. */
export function ClientAndRolesFields<T extends ClientAndRoles>({
  control,
  errors,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  // Narrowed to the two fields this component owns; the form may hold more.
  const fields = control as unknown as Control<ClientAndRoles>;
  const own = errors as FieldErrors<ClientAndRoles>;
  return (
    <>
      <Controller
        control={fields}
        name="clientId"
        render={({ field }) => (
          <ClientSelect
            value={field.value}
            onChange={field.onChange}
            error={own.clientId?.message}
          />
        )}
      />
      <Controller
        control={fields}
        name="roles"
        render={({ field }) => (
          <RoleCheckboxes
            value={field.value}
            onChange={field.onChange}
            error={own.roles?.message}
          />
        )}
      />
    </>
  );
}
