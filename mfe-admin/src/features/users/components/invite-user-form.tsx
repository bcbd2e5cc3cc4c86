import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  applyServerErrors,
  DEFAULT_INVITED_ROLES,
  InviteRequestSchema,
  RoleSchema,
  showSuccessToast,
  FormErrors,
} from '@portal/shared';
import { useInviteUser } from '../api/invite-user';
import { ClientAndRolesFields } from './client-and-roles-fields';

/** The invitation's rules; the client is held as its id in text (what Mantine's Select works with). */
const InviteFormSchema = v.object({
  email: InviteRequestSchema.entries.email,
  clientId: v.nullable(v.string()),
  roles: v.array(RoleSchema),
});
type InviteValues = v.InferInput<typeof InviteFormSchema>;

/** Invites someone by e-mail to a client with roles; the server e-mails them the link. */
export function InviteUserForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteUser();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<InviteValues>({
    resolver: valibotResolver(InviteFormSchema),
    defaultValues: { email: '', clientId: null, roles: [...DEFAULT_INVITED_ROLES] },
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
        onError: (error) => setGeneral(applyServerErrors(form, error)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrors messages={general} title="The invitation could not be sent." />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          data-autofocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <ClientAndRolesFields control={form.control} errors={errors} />
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
