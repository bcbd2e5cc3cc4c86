import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import {
  applyServerErrors,
  EngagementEnquiryRequestSchema,
  engagementCost,
  ENQUIRY_NAME_MAX,
  ENQUIRY_ORGANISATION_MAX,
  ENQUIRY_PHONE_MAX,
  formatCurrency,
  FormErrors,
} from '@portal/shared';
import { useSendEnquiry } from '../api/send-enquiry';
import { EnquirySent } from './enquiry-sent';
import { EngagementTypePicker } from './engagement-type-picker';

/** The form's fields: the contract's request (every field is filled in from EMPTY). */
type EnquiryValues = v.InferInput<typeof EngagementEnquiryRequestSchema>;
type EnquiryOutput = v.InferOutput<typeof EngagementEnquiryRequestSchema>;

const EMPTY: Required<EnquiryValues> = {
  name: '',
  email: '',
  organisation: '',
  phone: '',
  engagementTypes: 0,
  message: '',
};

/**
 * Choose services (the estimate in AUD updates as you go) and send the enquiry to the studio:
 * the API stores it and tells the studio's admins at once. The contract's schema checks the
 * fields here and again on the server, whose field messages land on the same fields.
 */
export function EngagementForm() {
  const send = useSendEnquiry();
  const [general, setGeneral] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EnquiryValues, unknown, EnquiryOutput>({
    resolver: valibotResolver(EngagementEnquiryRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const flags = useWatch({ control: form.control, name: 'engagementTypes' });
  const submit = form.handleSubmit((values) => {
    setGeneral([]);
    send.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => setGeneral(applyServerErrors(form, error)),
    });
  });

  if (sentTo !== null) {
    return (
      <EnquirySent
        email={sentTo}
        onAnother={() => {
          form.reset(EMPTY);
          setSentTo(null);
        }}
      />
    );
  }

  const busy = send.isPending;
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Title order={1}>Engagement</Title>
      <Text c="dimmed">
        Choose the services you are interested in; the estimate updates as you go.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Engagement enquiry">
        <Stack gap="lg">
          <Controller
            control={form.control}
            name="engagementTypes"
            render={({ field }) => (
              <EngagementTypePicker
                value={field.value ?? 0}
                onChange={(value) => {
                  field.onChange(value);
                  if (value !== 0) form.clearErrors('engagementTypes');
                }}
                error={errors.engagementTypes?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Text fw={600} aria-live="polite">
              Estimated total: {formatCurrency(engagementCost(flags ?? 0))}
            </Text>
          </Group>
          <Stack gap="sm" maw={560}>
            <FormErrors messages={general} title="The enquiry could not be sent." />
            <TextInput
              label="Name"
              withAsterisk
              autoComplete="name"
              maxLength={ENQUIRY_NAME_MAX}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Email"
              withAsterisk
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextInput
              label="Organisation"
              description="Optional"
              autoComplete="organization"
              maxLength={ENQUIRY_ORGANISATION_MAX}
              error={errors.organisation?.message}
              {...form.register('organisation')}
            />
            <TextInput
              label="Phone"
              description="Optional"
              type="tel"
              autoComplete="tel"
              maxLength={ENQUIRY_PHONE_MAX}
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <Textarea
              label="Message"
              minRows={3}
              autosize
              error={errors.message?.message}
              {...form.register('message')}
            />
            <Group>
              <Button type="submit" loading={busy}>
                Send enquiry
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}
