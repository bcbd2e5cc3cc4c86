import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  FormErrors,
  NewShareLinkRequestSchema,
  SHARE_DOWNLOAD_LABELS,
  SHARE_DOWNLOADS,
  type ProjectDetail,
} from '@portal/shared';
import { DateField } from '../../../components/date-field';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useShareLinkChanges } from '../api/share-links';

const WHOLE_PROJECT = 'project';

/**
 * What to share (the project or one post), a label, the last day, a password, and what its
 * guests may do: comment, approve or request changes, download previews or originals.
 */
export function NewLinkForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const { create } = useShareLinkChanges(project.id);
  const { form, failure, submitWith } = useSavingForm(
    NewShareLinkRequestSchema,
    'The link could not be created. Please try again.',
    {
      defaultValues: {
        postId: null,
        label: '',
        expiresOn: null,
        password: '',
        allowComments: false,
        allowDecisions: false,
        downloads: 'none',
      },
    },
  );
  const { errors, isSubmitting } = form.formState;
  const scopes = [
    { value: WHOLE_PROJECT, label: 'Whole project (its published posts)' },
    ...project.posts.map((post) => ({
      value: String(post.id),
      label: post.publishedDate === null ? `${post.title} (draft)` : post.title,
    })),
  ];
  return (
    <form
      noValidate
      onSubmit={submitWith(async (values) => {
        await create.mutateAsync(values);
        form.reset();
        onDone();
      })}
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          New link
        </Title>
        <FormErrors messages={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="postId"
            render={({ field }) => (
              <Select
                label="Share"
                data={scopes}
                allowDeselect={false}
                value={
                  field.value === null || field.value === undefined
                    ? WHOLE_PROJECT
                    : String(field.value)
                }
                onChange={(value) =>
                  field.onChange(value === WHOLE_PROJECT || value === null ? null : Number(value))
                }
                error={errors.postId?.message}
              />
            )}
          />
          <TextInput
            label="Label"
            description="For you: who or what it is for."
            error={errors.label?.message}
            {...form.register('label')}
          />
          <DateField
            control={form.control}
            name="expiresOn"
            label="Last day"
            description="Empty: until you revoke it."
          />
          <PasswordInput
            label="Password"
            description="Optional, at least 8 characters."
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="downloads"
            render={({ field }) => (
              <Select
                label="Downloads"
                data={SHARE_DOWNLOADS.map((value) => ({
                  value,
                  label: SHARE_DOWNLOAD_LABELS[value],
                }))}
                allowDeselect={false}
                value={field.value ?? 'none'}
                onChange={(value) => field.onChange(value ?? 'none')}
              />
            )}
          />
          <Fieldset legend="Guests may" variant="unstyled">
            <Stack gap={6}>
              <Checkbox label="Comment" {...form.register('allowComments')} />
              <Checkbox label="Approve or request changes" {...form.register('allowDecisions')} />
              <Text size="xs" c="dimmed">
                They give their name and e-mail address first.
              </Text>
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Create link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
