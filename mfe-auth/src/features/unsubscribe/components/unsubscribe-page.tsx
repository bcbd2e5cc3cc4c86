import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, MAIL_MESSAGES, PAGES } from '@portal/shared';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

/** What a failed call says: the API's sentence for a tampered link, else a general one. */
const failure = (error: Error | null) =>
  error instanceof ApiError && error.status === 400
    ? error.message
    : MAIL_MESSAGES.unsubscribeFailed;

/**
 * /account/unsubscribe?token: the e-mailed link's page, for anyone (no sign-in). Opening it
 * changes nothing (mail scanners open links); it names the address, and its button turns that
 * kind of e-mail off (a link opened again once it is off says so, with no button).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{MAIL_MESSAGES.unsubscribeTitle}</Title>
        {info.isPending && (
          <Center>
            <Loader aria-label="Reading the link" />
          </Center>
        )}
        {info.isError && (
          <Alert color="red" role="alert">
            {failure(info.error)}
          </Alert>
        )}
        {info.data && <Text size="sm">{MAIL_MESSAGES.unsubscribeAddress(info.data.email)}</Text>}
        {info.data?.stopped && !unsubscribe.isSuccess && (
          <Alert color="gray" role="status">
            {MAIL_MESSAGES.alreadyUnsubscribed(info.data.topic)}
          </Alert>
        )}
        {info.data && !info.data.stopped && !unsubscribe.isSuccess && (
          <>
            <Text>{MAIL_MESSAGES.unsubscribeQuestion(info.data.topic)}</Text>
            <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {MAIL_MESSAGES.unsubscribeButton}
            </Button>
          </>
        )}
        {unsubscribe.isSuccess && (
          <Alert color="teal" role="status">
            {unsubscribe.data.message}
          </Alert>
        )}
        {unsubscribe.isError && (
          <Alert color="red" role="alert">
            {failure(unsubscribe.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {MAIL_MESSAGES.unsubscribeChangeLater}
        </Text>
        <Anchor component={Link} to={PAGES.manage}>
          {MAIL_MESSAGES.settingsLink}
        </Anchor>
      </Stack>
    </Paper>
  );
}
