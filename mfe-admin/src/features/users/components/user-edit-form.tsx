import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  applyServerErrors,
  showSuccessToast,
  USER_FLAGS,
  UserRolesSchema,
  type UpdateUserRequest,
  type UserDetail,
  type UserFlag,
  FormErrors,
} from '@portal/shared';
import { useUpdateUser } from '../api/update-user';
import { ClientAndRolesFields } from './client-and-roles-fields';

const UserFormSchema = v.object({
  clientId: v.nullable(v.string()),
  roles: UserRolesSchema,
  isAdmin: v.boolean(),
  isShowcaseUser: v.boolean(),
  canImpersonate: v.boolean(),
  disabled: v.boolean(),
});
type UserFormValues = v.InferOutput<typeof UserFormSchema>;

/** How each flag an admin may switch reads on the form. */
const FLAG_LABELS = {
  isAdmin: { label: 'Administrator', description: 'Every permission and the admin area' },
  isShowcaseUser: { label: 'Showcase user', description: 'May switch the active client' },
  canImpersonate: { label: 'Can impersonate', description: 'May act as other users' },
  disabled: { label: 'Disabled', description: 'Cannot sign in; sessions are ended' },
} satisfies Record<UserFlag, { label: string; description: string }>;
const FLAGS = USER_FLAGS.map((name) => ({ name, ...FLAG_LABELS[name] }));

const toValues = (user: UserDetail): UserFormValues => ({
  clientId: user.clientId === null ? null : String(user.clientId),
  roles: user.roles,
  isAdmin: user.isAdmin,
  isShowcaseUser: user.isShowcaseUser,
  canImpersonate: user.canImpersonate,
  disabled: user.disabled,
});

/** Only what the admin changed goes to the server (a rights change is refused while impersonating). */
function changesOf(values: UserFormValues, dirty: Partial<Record<keyof UserFormValues, unknown>>) {
  const changes: UpdateUserRequest = {};
  if (dirty.clientId) changes.clientId = values.clientId ? Number(values.clientId) : null;
  if (dirty.roles) changes.roles = values.roles;
  for (const { name } of FLAGS) if (dirty[name]) changes[name] = values[name];
  return changes;
}

/** Edits one user's client, roles and flags. */
export function UserEditForm({ user, onDone }: { user: UserDetail; onDone: () => void }) {
  const update = useUpdateUser(user.id);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<UserFormValues>({
    resolver: valibotResolver(UserFormSchema),
    defaultValues: toValues(user),
  });
  const { errors, dirtyFields, isDirty } = form.formState;
  const submit = form.handleSubmit((values) => {
    setGeneral([]);
    update.mutate(changesOf(values, dirtyFields), {
      onSuccess: () => {
        showSuccessToast(`Saved the changes to ${user.email}.`);
        onDone();
      },
      onError: (error) => setGeneral(applyServerErrors(form, error)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrors messages={general} title="The user could not be saved." />
        <ClientAndRolesFields control={form.control} errors={errors} />
        {FLAGS.map((flag) => (
          <Controller
            key={flag.name}
            control={form.control}
            name={flag.name}
            render={({ field }) => (
              <Switch
                label={flag.label}
                description={flag.description}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                error={errors[flag.name]?.message}
              />
            )}
          />
        ))}
        <Text size="sm" c="dimmed">
          Permissions now: {user.permissions.join(', ') || 'none'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
