import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ENGAGEMENT_MESSAGES } from '@portal/shared';

/** Props of EnquirySent. */
interface EnquirySentProps {
  /** Where the studio will reply. */
  email: string;
  /** Shows an empty form again. */
  onAnother: () => void;
}

/** The confirmation that replaces the form once the enquiry is stored. */
export function EnquirySent({ email, onAnother }: EnquirySentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move the focus to what replaced it, so keyboard and screen-reader users
  // land on the confirmation.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1} ref={heading} tabIndex={-1}>
        Thank you
      </Title>
      {/* Default text colours on a plain surface: AA contrast in both colour schemes. */}
      <Paper withBorder p="md" radius="md" role="status">
        <Text fw={600}>Enquiry sent</Text>
        <Text>{ENGAGEMENT_MESSAGES.sent(email)}</Text>
      </Paper>
      <div>
        <Button variant="default" onClick={onAnother}>
          Send another enquiry
        </Button>
      </div>
    </Stack>
  );
}
