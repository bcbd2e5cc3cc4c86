import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { applyServerErrors, showSuccessToast, FormErrors } from '@portal/shared';
import { SENDABLE_TYPES, useSendNotification } from '../api/send-notification';
import { ClientRecipientSelect, UserRecipientSelect } from './recipient-select';
import {
  AUDIENCES,
  EMPTY_FORM,
  MESSAGE_MAX,
  SendNotificationSchema,
  sentMessage,
  TITLE_MAX,
  toRequest,
  type SendNotificationValues,
} from './send-notification-schema';

type Output = v.InferOutput<typeof SendNotificationSchema>;

/** Sends a System or Alert notification to everyone, one client's users or one user. */
export function SendNotificationForm() {
  const send = useSendNotification();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<SendNotificationValues, unknown, Output>({
    resolver: valibotResolver(SendNotificationSchema),
    // 'all' stops the resolver aborting the pipe early, so a missing recipient is reported
    // together with an empty title rather than only once the title is filled in.
    criteriaMode: 'all',
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const audience = useWatch({ control: form.control, name: 'audience' });
  const submit = form.handleSubmit((values) => {
    setGeneral([]);
    send.mutate(toRequest(values), {
      onSuccess: (result) => {
        showSuccessToast(sentMessage(result.sent), 'Notification sent');
        form.reset(EMPTY_FORM);
      },
      onError: (error) => setGeneral(applyServerErrors(form, error)),
    });
  });
  const busy = send.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Send a notification">
      <Stack gap="md" maw={640}>
        <FormErrors messages={general} title="The notification could not be sent." />
        <Controller
          control={form.control}
          name="audience"
          render={({ field }) => (
            <Radio.Group label="Audience" value={field.value} onChange={field.onChange}>
              <Group mt="xs">
                {AUDIENCES.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {audience === 'client' && (
          <Controller
            control={form.control}
            name="clientId"
            render={({ field }) => (
              <ClientRecipientSelect
                value={field.value}
                onChange={field.onChange}
                error={errors.clientId?.message}
                disabled={busy}
              />
            )}
          />
        )}
        {audience === 'user' && (
          <Controller
            control={form.control}
            name="userId"
            render={({ field }) => (
              <UserRecipientSelect
                value={field.value}
                onChange={field.onChange}
                error={errors.userId?.message}
                disabled={busy}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label="Type"
              value={field.value}
              onChange={field.onChange}
              error={errors.type?.message}
            >
              <Group mt="xs">
                {SENDABLE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={type} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label="Title"
          withAsterisk
          maxLength={TITLE_MAX}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={4}
          maxLength={MESSAGE_MAX}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Send notification
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
