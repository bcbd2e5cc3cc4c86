// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { Exposes } from '@portal/shared/contracts';
import type * as ProjectsRoutes from './projects-routes';
import type * as PrototypePage from './prototype-page';
import type * as UploadLinkPage from './upload-link-page';

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Exposes<'mfe_projects/ProjectsRoutes', typeof ProjectsRoutes>,
  Exposes<'mfe_projects/PrototypePage', typeof PrototypePage>,
  Exposes<'mfe_projects/UploadLinkPage', typeof UploadLinkPage>,
];
