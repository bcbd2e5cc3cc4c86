// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { RemoteModules } from '@portal/shared/contracts';
import type * as ProjectsRoutes from './projects-routes';
import type * as PrototypePage from './prototype-page';

type Satisfies<T extends true> = T;
type Fits<M, K extends keyof RemoteModules> = M extends RemoteModules[K] ? true : false;

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Satisfies<Fits<typeof ProjectsRoutes, 'mfe_projects/ProjectsRoutes'>>,
  Satisfies<Fits<typeof PrototypePage, 'mfe_projects/PrototypePage'>>,
];
