import { Button, Group, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useImpersonationData } from '../api/get-impersonation-data';
import { useStartImpersonation, useStopImpersonation } from '../api/impersonate';
import { groupUsers } from '../lib/group-users';
import { autoSelect, type TypeaheadGroup } from '../lib/typeahead';
import { TypeaheadField } from './typeahead-field';

/** The impersonation modal's content: choose a user and/or a client; Save, Reset or Cancel. */
export function ImpersonationForm({ onCancel }: { onCancel: () => void }) {
  const data = useImpersonationData(true);
  const start = useStartImpersonation();
  const stop = useStopImpersonation();
  const userGroups = useMemo(() => groupUsers(data.data?.users ?? []), [data.data]);
  const clientGroups: TypeaheadGroup[] = useMemo(
    () => [
      {
        groupName: 'Clients',
        items: (data.data?.clients ?? []).map((c) => ({ key: String(c.id), value: c.name })),
      },
    ],
    [data.data],
  );
  const [userText, setUserText] = useState<string | null>(null);
  const [clientText, setClientText] = useState<string | null>(null);
  // Until the user types, the fields show the current impersonation.
  const details = data.data?.details;
  const currentUser = userGroups.flatMap((g) => g.items).find((i) => i.key === details?.userId);
  const currentClient = clientGroups[0]?.items.find(
    (i) => i.key === String(details?.clientId ?? ''),
  );
  const userValue = userText ?? currentUser?.value ?? '';
  const clientValue = clientText ?? currentClient?.value ?? '';
  const busy = data.isPending || start.isPending || stop.isPending;

  const save = () =>
    start.mutate({
      userId: autoSelect(userGroups, userValue)?.key ?? '',
      clientId: autoSelect(clientGroups, clientValue)?.key ?? '',
    });

  return (
    <Stack>
      <TypeaheadField
        label="Select User:"
        groups={userGroups}
        text={userValue}
        onTextChange={setUserText}
        disabled={busy}
      />
      <TypeaheadField
        label="Select Client:"
        groups={clientGroups}
        text={clientValue}
        onTextChange={setClientText}
        disabled={busy}
      />
      <Group justify="flex-end">
        {busy && <Loader size="sm" aria-label="Working" />}
        <Button onClick={save} disabled={busy}>
          Save
        </Button>
        <Button variant="light" color="red" onClick={() => stop.mutate()} disabled={busy}>
          Reset
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
