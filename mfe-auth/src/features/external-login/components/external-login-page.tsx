import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { authModalStore, FormErrors } from '@portal/shared';

/** Texts of the page a failed external sign-in lands on. */
export const EXTERNAL_LOGIN_TITLE = 'Sign-in did not finish';
export const EXTERNAL_LOGIN_FALLBACK =
  'Signing in with that service did not work. Please try again.';

/**
 * /account/external-login?error=…: where the API sends the browser back when a provider sign-in
 * fails (cancelled, unverified address, provider down). The API writes the reason; the page shows
 * it as text, never as markup, and offers the way back in.
 */
export function ExternalLoginPage() {
  const [params] = useSearchParams();
  const reason = params.get('error')?.trim().slice(0, 300) || EXTERNAL_LOGIN_FALLBACK;
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" my="xl">
      <Stack>
        <Title order={2}>{EXTERNAL_LOGIN_TITLE}</Title>
        <FormErrors messages={[reason]} />
        <Group>
          <Button onClick={() => authModalStore.getState().openLogin('/projects')}>Log In</Button>
          <Anchor component={Link} to="/">
            Go to the home page
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
