import { Navigate, Route, Routes } from 'react-router-dom';
import { Stack, Title } from '@mantine/core';
import { MailSettings } from '../features/mail-settings/components/mail-settings';
import { ChangePasswordForm } from '../features/change-password/components/change-password-form';
import { ProfileCard } from '../features/profile/components/profile-card';
import { TwoFactorSetting } from '../features/two-factor/components/two-factor-setting';

/**
 * mfe_auth/ManageRoutes: the host mounts it at /manage/*, for signed-in users only. One column:
 * the page's heading, then each section (its own heading at the next level).
 */
export default function ManageRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Stack maw={520} w="100%" mx="auto" my="xl">
            <Title order={1} size="h2">
              Your account
            </Title>
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
