import { useAuthModal } from '@portal/shared';
import { LoginModal } from '../features/login/components/login-modal';
import { RegisterModal } from '../features/register/components/register-modal';

/** mfe_auth/AuthModals: the login and Create Account modals, driven by the shared modal store. */
export default function AuthModals() {
  const modal = useAuthModal((state) => state.modal);
  return (
    <>
      <LoginModal opened={modal === 'login'} />
      <RegisterModal opened={modal === 'register'} />
    </>
  );
}
