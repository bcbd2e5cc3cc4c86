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
import { useIntroduceGuest } from '../api/shared-content';

const SAVE_FAILED = 'Your name could not be saved. Please try again.';

/** What a review link lets its guests do, in words. */
const doing = ({ comments, decisions }: { comments: boolean; decisions: boolean }) =>
  comments && decisions
    ? 'comment and approve'
    : comments
      ? 'comment'
      : 'approve or request changes';

/**
 * Asked once per link (and kept for the visit) before a guest comments or decides: their name
 * and e-mail address, which the studio sees beside what they say.
 */
export function GuestForm({
  token,
  allows,
}: {
  token: string;
  allows: { comments: boolean; decisions: boolean };
}) {
  const introduce = useIntroduceGuest(token);
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<ShareGuestRequest>({
    resolver: valibotResolver(ShareGuestRequestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Paper withBorder p="sm" radius="md">
      <form
        noValidate
        aria-label="Who is reviewing"
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
            To {doing(allows)}, tell us who you are. The studio sees your name beside what you say.
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
