import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { authStore, PAGES, pageLocation } from '@portal/shared';
import { NewPasswordForm } from '../../../lib/new-password-form';
import { useAcceptInvitation } from '../api/confirm-email-set-password';

/** Texts of the invitation page. */
export const INVITATION_TITLE = 'Welcome to the portal';
export const INVITATION_FAILED = 'We could not set your password. Please try again.';
export const INVITATION_INCOMPLETE =
  'This invitation link is incomplete. Open the link from the e-mail again.';

/**
 * /account/confirm-email-set-password?userId&email&token: an invited person confirms the address
 * by choosing the first password, and is signed in.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const email = params.get('email');
  const accept = useAcceptInvitation();

  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{INVITATION_TITLE}</Title>
        {!userId || !token ? (
          <Alert color="red" role="alert">
            {INVITATION_INCOMPLETE}
          </Alert>
        ) : (
          <NewPasswordForm
            submitLabel="Set password and sign in"
            pending={accept.isPending || accept.isSuccess}
            failure={INVITATION_FAILED}
            onSubmit={async (values) => {
              const result = await accept.mutateAsync({ userId, token, ...values });
              await authStore.getState().refresh();
              pageLocation.assign(result.redirectUrl || PAGES.projects);
            }}
          >
            <Text size="sm">
              {email ? `You have been invited as ${email}. ` : ''}Choose a password to confirm your
              address and sign in.
            </Text>
          </NewPasswordForm>
        )}
      </Stack>
    </Paper>
  );
}
