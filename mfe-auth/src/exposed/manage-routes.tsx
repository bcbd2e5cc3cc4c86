import { Navigate, Route, Routes } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { MailSettings } from '../features/mail-settings/components/mail-settings';
import { ChangePasswordForm } from '../features/change-password/components/change-password-form';
import { ProfileCard } from '../features/profile/components/profile-card';
import { TwoFactorSetting } from '../features/two-factor/components/two-factor-setting';

/** mfe_auth/ManageRoutes: the host mounts it at /manage/*, for signed-in users only. */
export default function ManageRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Stack>
            <ProfileCard />
            <ChangePasswordForm />
            <TwoFactorSetting />
            <MailSettings />
          </Stack>
        }
      />
      <Route path="*" element={<Navigate to="/manage" replace />} />
    </Routes>
  );
}
