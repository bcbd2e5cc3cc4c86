import { Anchor, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { authModalStore } from '@portal/shared';
import { switchAuthModal } from '../../../lib/switch-auth-modal';
import { FORGOT_PASSWORD_LINK, SIGN_UP_LINK } from '../messages';

/** 'Sign up here' (switches to the register modal) and 'Forgot your password?'. */
export function LoginLinks() {
  const navigate = useNavigate();

  function forgotPassword() {
    authModalStore.getState().close();
    navigate('/account/forgot-password');
  }

  return (
    <Stack align="center" gap={4}>
      <Text size="sm">
        Don&apos;t have an account?{' '}
        <Anchor component="button" type="button" onClick={() => switchAuthModal('register')}>
          {SIGN_UP_LINK}
        </Anchor>
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={forgotPassword}>
        {FORGOT_PASSWORD_LINK}
      </Anchor>
    </Stack>
  );
}
