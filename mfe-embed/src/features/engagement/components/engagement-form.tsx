import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { EmailSchema, engagementCost, engagementTypesIn, formatCurrency } from '@portal/shared';
import { EngagementTypePicker } from './engagement-type-picker';

/** Where engagement enquiries go until the engagement API exists. */
export const STUDIO_EMAIL = 'studio@example.com';

const EngagementSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your name')),
  email: EmailSchema,
  message: v.pipe(v.string(), v.maxLength(2000, 'Please keep the message under 2000 characters')),
});
type EngagementValues = v.InferOutput<typeof EngagementSchema>;

function mailtoFor(values: EngagementValues, flags: number) {
  const services = engagementTypesIn(flags).map(
    (t) => `${t.description} (${formatCurrency(t.cost)})`,
  );
  const body = [
    `Name: ${values.name}`,
    `E-mail: ${values.email}`,
    `Services: ${services.join(', ')}`,
    `Estimated total: ${formatCurrency(engagementCost(flags))}`,
    '',
    values.message,
  ].join('\n');
  return `mailto:${STUDIO_EMAIL}?subject=${encodeURIComponent('Engagement enquiry')}&body=${encodeURIComponent(body)}`;
}

/** Choose services, see the total in AUD, and send the enquiry to the studio. */
export function EngagementForm() {
  const [flags, setFlags] = useState(0);
  const form = useForm<EngagementValues>({
    resolver: valibotResolver(EngagementSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => window.location.assign(mailtoFor(values, flags)));

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Title order={1}>Engagement</Title>
      <Text c="dimmed">
        Choose the services you are interested in; the estimate updates as you go.
      </Text>
      <EngagementTypePicker value={flags} onChange={setFlags} />
      <Group justify="flex-end">
        <Text fw={600} aria-live="polite">
          Estimated total: {formatCurrency(engagementCost(flags))}
        </Text>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={560}>
          <TextInput
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Textarea
            label="Message"
            minRows={3}
            autosize
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Group>
            <Button type="submit" disabled={flags === 0}>
              Send enquiry
            </Button>
            {flags === 0 && (
              <Text size="sm" c="dimmed">
                Choose at least one service.
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
