import { Button, Group, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useStartImpersonation } from '../api/start-impersonation';
import { useStopImpersonation } from '../api/stop-impersonation';
import { useImpersonationData } from '../hooks/use-impersonation-data';
import { groupUsers } from '../lib/group-users';
import { autoSelect, type TypeaheadGroup } from '../lib/typeahead';
import { CHOOSE_CLIENT, CHOOSE_USER, CLIENT_LABEL, CLIENTS_GROUP, USER_LABEL } from '../messages';
import { TypeaheadField } from './typeahead-field';

/** The impersonation modal's content: choose a user and/or a client; Save, Reset or Cancel. */
export function ImpersonationForm({ onCancel }: { onCancel: () => void }) {
  const data = useImpersonationData();
  const start = useStartImpersonation();
  const stop = useStopImpersonation();
  const userGroups = useMemo(() => groupUsers(data.data?.users ?? []), [data.data]);
  const clientGroups: TypeaheadGroup[] = useMemo(
    () => [
      {
        groupName: CLIENTS_GROUP,
        items: (data.data?.clients ?? []).map((c) => ({ key: String(c.id), value: c.name })),
      },
    ],
    [data.data],
  );
  // null until the person types: the fields then show the current impersonation.
  const [userText, setUserText] = useState<string | null>(null);
  const [clientText, setClientText] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ user?: string; client?: string }>({});
  const details = data.data?.details;
  const currentUser = userGroups.flatMap((g) => g.items).find((i) => i.key === details?.userId);
  const currentClient = clientGroups[0]?.items.find((i) => i.key === String(details?.clientId));
  const userValue = userText ?? currentUser?.value ?? '';
  const clientValue = clientText ?? currentClient?.value ?? '';
  // After a success the page is about to reload; nothing more may be sent meanwhile.
  const busy =
    data.isPending || start.isPending || stop.isPending || start.isSuccess || stop.isSuccess;

  const save = () => {
    const user = autoSelect(userGroups, userValue);
    const client = autoSelect(clientGroups, clientValue);
    // Text that selects nothing is never silently dropped from the request.
    const found = {
      user: userValue.trim() && !user ? CHOOSE_USER : undefined,
      client: clientValue.trim() && !client ? CHOOSE_CLIENT : undefined,
    };
    setErrors(found);
    if (found.user || found.client) return;
    start.mutate({ userId: user?.key ?? '', clientId: client?.key ?? '' });
  };

  return (
    <Stack>
      <TypeaheadField
        label={USER_LABEL}
        groups={userGroups}
        text={userValue}
        onTextChange={(text) => {
          setUserText(text);
          setErrors((e) => ({ ...e, user: undefined }));
        }}
        disabled={busy}
        error={errors.user}
      />
      <TypeaheadField
        label={CLIENT_LABEL}
        groups={clientGroups}
        text={clientValue}
        onTextChange={(text) => {
          setClientText(text);
          setErrors((e) => ({ ...e, client: undefined }));
        }}
        disabled={busy}
        error={errors.client}
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
