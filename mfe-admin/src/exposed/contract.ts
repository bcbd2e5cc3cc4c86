// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { Exposes } from '@portal/shared/contracts';
import type * as AdminRoutes from './admin-routes';
import type * as ClientPicker from './client-picker';
import type * as ImpersonationBanner from './impersonation-banner';
import type * as ImpersonationModal from './impersonation-modal';

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Exposes<'mfe_admin/AdminRoutes', typeof AdminRoutes>,
  Exposes<'mfe_admin/ImpersonationModal', typeof ImpersonationModal>,
  Exposes<'mfe_admin/ClientPicker', typeof ClientPicker>,
  Exposes<'mfe_admin/ImpersonationBanner', typeof ImpersonationBanner>,
];
