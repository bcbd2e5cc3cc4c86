import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  FormErrors,
  NewUploadLinkRequestSchema,
  UPLOAD_LINK_TYPE_LABELS,
  UPLOAD_LINK_TYPES,
  type UploadLinkType,
} from '@portal/shared';
import { DateField } from '../../../components/date-field';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useUploadLinkChanges } from '../api/upload-links';
import { GigabytesInput } from './gigabytes-input';

const GB = 1024 ** 3;
/** What a new link takes until its maker says otherwise. */
const DEFAULT_TYPES: UploadLinkType[] = ['Image', 'Video', 'Pdf', 'Zip'];

/** A label, the last day, the total size (in GB) and the kinds of file a new link takes. */
export function NewUploadLinkForm({ postId, onDone }: { postId: number; onDone: () => void }) {
  const { create } = useUploadLinkChanges(postId);
  const { form, failure, submitWith } = useSavingForm(
    NewUploadLinkRequestSchema,
    'The link could not be created. Please try again.',
    {
      defaultValues: {
        label: '',
        expiresOn: null,
        maxTotalBytes: 10 * GB,
        allowedTypes: DEFAULT_TYPES,
      },
    },
  );
  const { errors, isSubmitting } = form.formState;
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
          New upload link
        </Title>
        <FormErrors messages={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Label"
            description="Who or what it is for; its senders see it."
            error={errors.label?.message}
            {...form.register('label')}
          />
          <DateField
            control={form.control}
            name="expiresOn"
            label="Last day"
            description="Empty: until you turn it off."
          />
          <Controller
            control={form.control}
            name="maxTotalBytes"
            render={({ field }) => (
              <GigabytesInput
                label="Total size limit (GB)"
                description="All files sent through it, together."
                bytes={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.maxTotalBytes?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="allowedTypes"
            render={({ field }) => (
              <Checkbox.Group
                label="Kinds of file it takes"
                value={field.value}
                onChange={(value) => field.onChange(value as UploadLinkType[])}
                error={errors.allowedTypes?.message}
              >
                <SimpleGrid cols={2} spacing={4} mt={6}>
                  {UPLOAD_LINK_TYPES.map((type) => (
                    <Checkbox key={type} value={type} label={UPLOAD_LINK_TYPE_LABELS[type]} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Create upload link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
