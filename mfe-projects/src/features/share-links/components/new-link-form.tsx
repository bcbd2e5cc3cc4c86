import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormErrors, NewShareLinkRequestSchema, type ProjectDetail } from '@portal/shared';
import { DateField } from '../../../components/date-field';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useShareLinkChanges } from '../api/share-links';

const WHOLE_PROJECT = 'project';

/** What to share (the project or one post), a label, the last day, a password, downloads. */
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
        allowDownload: false,
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
        </SimpleGrid>
        <Group justify="space-between">
          <Checkbox label="Allow downloads" {...form.register('allowDownload')} />
          <Button type="submit" loading={isSubmitting}>
            Create link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
