import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  applyServerErrors,
  FormErrors,
  isApiError,
  ShareGuestRequestSchema,
  type ShareGuestRequest,
} from '@portal/shared';
import { useIntroduceSender } from '../api/upload-link-visit';

const SAVE_FAILED = 'Your name could not be saved. Please try again.';

/**
 * Asked once per link (and kept for the visit) before files are sent: the sender's name and
 * e-mail address, which the studio sees beside each file.
 */
export function SenderForm({ token }: { token: string }) {
  const introduce = useIntroduceSender(token);
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<ShareGuestRequest>({
    resolver: valibotResolver(ShareGuestRequestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Paper withBorder p="md" radius="md" maw={480}>
      <form
        noValidate
        aria-label="Who is sending"
        onSubmit={form.handleSubmit(async (values) => {
          setFailure([]);
          await introduce.mutateAsync(values).catch((error: unknown) => {
            setFailure(
              applyServerErrors(form, error, {
                fallback: isApiError(error) && error.status !== 0 ? error.message : SAVE_FAILED,
              }),
            );
          });
        })}
      >
        <Stack gap="xs">
          <Text size="sm">
            Tell us who you are first: the studio sees your name beside each file you send.
          </Text>
          <FormErrors messages={failure} />
          <TextInput
            label="Your name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" loading={isSubmitting}>
            Continue
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
