import { Navigate, Route, Routes } from 'react-router-dom';
import { ProfileCard } from '../features/profile/components/profile-card';

/** mfe_auth/ManageRoutes: the host mounts it at /manage/*, for signed-in users only. */
export default function ManageRoutes() {
  return (
    <Routes>
      <Route index element={<ProfileCard />} />
      <Route path="*" element={<Navigate to="/manage" replace />} />
    </Routes>
  );
}
