// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { RemoteModules } from '@portal/shared/contracts';
import type * as AdminRoutes from './admin-routes';
import type * as ClientPicker from './client-picker';
import type * as ImpersonationBanner from './impersonation-banner';
import type * as ImpersonationModal from './impersonation-modal';

type Satisfies<T extends true> = T;
type Fits<M, K extends keyof RemoteModules> = M extends RemoteModules[K] ? true : false;

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Satisfies<Fits<typeof AdminRoutes, 'mfe_admin/AdminRoutes'>>,
  Satisfies<Fits<typeof ImpersonationModal, 'mfe_admin/ImpersonationModal'>>,
  Satisfies<Fits<typeof ClientPicker, 'mfe_admin/ClientPicker'>>,
  Satisfies<Fits<typeof ImpersonationBanner, 'mfe_admin/ImpersonationBanner'>>,
];
