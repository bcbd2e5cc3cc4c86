// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { RemoteModules } from '@portal/shared/contracts';
import type * as AccountRoutes from './account-routes';
import type * as AuthModals from './auth-modals';
import type * as ManageRoutes from './manage-routes';

type Satisfies<T extends true> = T;

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Satisfies<typeof AuthModals extends RemoteModules['mfe_auth/AuthModals'] ? true : false>,
  Satisfies<typeof AccountRoutes extends RemoteModules['mfe_auth/AccountRoutes'] ? true : false>,
  Satisfies<typeof ManageRoutes extends RemoteModules['mfe_auth/ManageRoutes'] ? true : false>,
];
