import { Alert, Anchor, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@portal/shared';
import { useConfirmEmail } from '../api/confirm-email';

/** Texts of the confirmation page. */
export const CONFIRMED = 'Your e-mail address is confirmed. Thank you.';
export const CONFIRM_FAILED = 'We could not confirm your address. Please try the link again later.';

/** /account/confirm-email?userId&token: confirms the address as soon as the page opens. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail(userId, token);
  const invalid = isApiError(confirm.error, 400)
    ? Object.values(confirm.error.fieldErrors).flat()[0]
    : null;
  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>Confirm your e-mail address</Title>
        {confirm.isPending && (
          <Center>
            <Loader aria-label="Confirming your address" />
          </Center>
        )}
        {confirm.isSuccess && (
          <Alert color="teal" role="status">
            {CONFIRMED}
          </Alert>
        )}
        {confirm.isError && (
          <Alert color="red" role="alert">
            {invalid ?? CONFIRM_FAILED}
          </Alert>
        )}
        <Anchor component={Link} to="/">
          Go to the portal
        </Anchor>
      </Stack>
    </Paper>
  );
}
