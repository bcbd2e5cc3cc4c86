import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { EmailSchema, showSuccessToast } from '@portal/shared';
import { applyServerErrors } from '../../../lib/server-errors';
import { useInviteUser } from '../api/invite-user';
import { ClientSelect } from './client-select';
import { RoleCheckboxes } from './role-checkboxes';

const InviteSchema = v.object({
  email: EmailSchema,
  clientId: v.nullable(v.string()),
  roles: v.array(v.string()),
});
type InviteValues = v.InferInput<typeof InviteSchema>;
const FIELDS = ['email', 'clientId', 'roles'] as const;

/** The role an invited person gets unless the admin chooses otherwise (as the API defaults). */
const DEFAULT_ROLES = ['Contributor'];

/** Invites someone by e-mail to a client with roles; the server e-mails them the link. */
export function InviteUserForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteUser();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<InviteValues>({
    resolver: valibotResolver(InviteSchema),
    defaultValues: { email: '', clientId: null, roles: DEFAULT_ROLES },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setGeneral([]);
    invite.mutate(
      {
        email: values.email.trim(),
        clientId: values.clientId ? Number(values.clientId) : null,
        roles: values.roles,
      },
      {
        onSuccess: (result) => {
          showSuccessToast(result.message);
          onDone();
        },
        onError: (error) => setGeneral(applyServerErrors(error, form.setError, FIELDS)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general.length > 0 && (
          <Alert color="red" title="The invitation could not be sent.">
            {general.join(' ')}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          data-autofocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="clientId"
          render={({ field }) => (
            <ClientSelect
              value={field.value}
              onChange={field.onChange}
              error={errors.clientId?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <RoleCheckboxes
              value={field.value}
              onChange={field.onChange}
              error={errors.roles?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
