import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  applyServerErrors,
  CLIENT_NAME_MAX_LENGTH,
  ClientNameRequestSchema,
  type ClientNameRequest,
} from '@portal/shared';

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
  const form = useForm<ClientNameRequest>({
    resolver: valibotResolver(ClientNameRequestSchema),
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
      onError: (error) => setGeneral(applyServerErrors(form, error)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {general.length > 0 && <Alert color="red">{general.join(' ')}</Alert>}
        <Group align="flex-start" gap="sm">
          <TextInput
            label={label}
            maxLength={CLIENT_NAME_MAX_LENGTH}
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
