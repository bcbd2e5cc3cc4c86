import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { applyServerErrors } from '../../../lib/server-errors';

/** The rules the API applies to a client name (api/src/clients/schema.ts), checked here first. */
const NameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Name is required.'),
    v.maxLength(100, 'Name must be at most 100 characters.'),
  ),
});
type NameValues = v.InferInput<typeof NameSchema>;

/** Props of ClientNameForm. */
interface ClientNameFormProps {
  label: string;
  submitLabel: string;
  initialName?: string;
  mutation: UseMutationResult<unknown, Error, string>;
  onSaved: (name: string) => void;
  onCancel?: () => void;
}

/** One client name, for creating a client or renaming one; the server's 400 shows on the field. */
export function ClientNameForm(props: ClientNameFormProps) {
  const { label, submitLabel, initialName = '', mutation, onSaved, onCancel } = props;
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<NameValues>({
    resolver: valibotResolver(NameSchema),
    defaultValues: { name: initialName },
  });
  const submit = form.handleSubmit((values) => {
    const name = values.name.trim();
    setGeneral([]);
    mutation.mutate(name, {
      onSuccess: () => {
        form.reset({ name: onCancel ? name : '' });
        onSaved(name);
      },
      onError: (error) => setGeneral(applyServerErrors(error, form.setError, ['name'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {general.length > 0 && <Alert color="red">{general.join(' ')}</Alert>}
        <Group align="flex-start" gap="sm">
          <TextInput
            label={label}
            maxLength={100}
            error={form.formState.errors.name?.message}
            style={{ flex: 1 }}
            data-autofocus
            {...form.register('name')}
          />
          <Group gap="xs" mt={25}>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
