import { Select } from '@mantine/core';
import { useAuth, type ClientPickerProps } from '@portal/shared';
import { useChangeClient } from '../features/client-picker/api/change-client';
import { useClientList } from '../features/client-picker/api/get-client-list';

/** The '-' entry: no client. */
const NONE = '-';
/** Maximum height of the client dropdown (spec point 9). */
export const CLIENT_DROPDOWN_MAX_HEIGHT = 300;

/** The showcase user's client picker: '-' for none, then the client names. */
export default function ClientPicker({ variant = 'header' }: ClientPickerProps) {
  const isShowcase = useAuth((state) => state.userState?.user?.isShowcaseUser ?? false);
  const current = useAuth((state) => state.userState?.currentClient ?? null);
  const clients = useClientList(isShowcase);
  const change = useChangeClient();
  if (!isShowcase) return null;
  return (
    <Select
      aria-label="Client"
      label={variant === 'menu' ? 'Client' : undefined}
      w={variant === 'menu' ? '100%' : 220}
      size="sm"
      value={current ? String(current.id) : NONE}
      onChange={(value) => change.mutate(value && value !== NONE ? Number(value) : null)}
      disabled={change.isPending}
      maxDropdownHeight={CLIENT_DROPDOWN_MAX_HEIGHT}
      allowDeselect={false}
      data={[
        { value: NONE, label: NONE },
        ...(clients.data ?? []).map((client) => ({ value: String(client.id), label: client.name })),
      ]}
    />
  );
}
