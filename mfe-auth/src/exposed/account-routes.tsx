import { Route, Routes } from 'react-router-dom';
import { AcceptInvitationPage } from '../features/accept-invitation/components/accept-invitation-page';
import { AccountHomePage } from '../features/account-home/components/account-home-page';
import { ConfirmEmailPage } from '../features/confirm-email/components/confirm-email-page';
import { ExternalLoginPage } from '../features/external-login/components/external-login-page';
import { ForgotPasswordPage } from '../features/forgot-password/components/forgot-password-page';
import { ResetPasswordPage } from '../features/reset-password/components/reset-password-page';
import { TwoFactorPage } from '../features/two-factor/components/two-factor-page';
import { UnsubscribePage } from '../features/unsubscribe/components/unsubscribe-page';

/** mfe_auth/AccountRoutes: the host mounts it at /account/* (no guard). */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="confirm-email" element={<ConfirmEmailPage />} />
      <Route path="confirm-email-set-password" element={<AcceptInvitationPage />} />
      <Route path="two-factor" element={<TwoFactorPage />} />
      <Route path="external-login" element={<ExternalLoginPage />} />
      <Route path="unsubscribe" element={<UnsubscribePage />} />
      <Route path="*" element={<AccountHomePage />} />
    </Routes>
  );
}
