import { Alert, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import {
  MAIL_DELIVERIES,
  MAIL_DELIVERY_LABELS,
  MAIL_KIND_LABELS,
  MAIL_MESSAGES,
  MailDeliverySchema,
} from '@portal/shared';
import * as v from 'valibot';
import { useChangeMailPreference, useMailPreferences } from '../api/mail-preferences';

/**
 * The E-mail section of /manage: for each kind of notification, immediately, in the daily
 * digest, or off; each choice is saved as it is made.
 */
export function MailSettings() {
  const preferences = useMailPreferences();
  const change = useChangeMailPreference();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="mail-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mail-settings-title">
          {MAIL_MESSAGES.sectionTitle}
        </Title>
        <Text size="sm">{MAIL_MESSAGES.sectionIntro}</Text>
        <Text size="sm" c="dimmed">
          {MAIL_MESSAGES.sectionDefaults}
        </Text>
        {preferences.data?.preferences.map(({ kind, delivery }) => (
          <Radio.Group
            key={kind}
            label={MAIL_KIND_LABELS[kind]}
            value={delivery}
            onChange={(value) =>
              change.mutate({ kind, delivery: v.parse(MailDeliverySchema, value) })
            }
          >
            <Group gap="md" mt={4}>
              {MAIL_DELIVERIES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={MAIL_DELIVERY_LABELS[option]}
                  disabled={change.isPending}
                />
              ))}
            </Group>
          </Radio.Group>
        ))}
        {change.isSuccess && (
          <Text size="sm" c="teal" role="status">
            {MAIL_MESSAGES.saved}
          </Text>
        )}
        {(preferences.isError || change.isError) && (
          <Alert color="red" role="alert">
            {preferences.isError ? MAIL_MESSAGES.loadFailed : MAIL_MESSAGES.saveFailed}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
