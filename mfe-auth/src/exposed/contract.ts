// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { Exposes } from '@portal/shared/contracts';
import type * as AccountRoutes from './account-routes';
import type * as AuthModals from './auth-modals';
import type * as ManageRoutes from './manage-routes';

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Exposes<'mfe_auth/AuthModals', typeof AuthModals>,
  Exposes<'mfe_auth/AccountRoutes', typeof AccountRoutes>,
  Exposes<'mfe_auth/ManageRoutes', typeof ManageRoutes>,
];
