import { ImpersonationBanner } from '../features/impersonation/components/impersonation-banner';

/** The impersonation banner the host mounts at the top of the main layout's content. */
export default function ImpersonationBannerModule() {
  return <ImpersonationBanner />;
}
