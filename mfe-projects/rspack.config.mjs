import { viewerAssets } from '@portal/media-viewers/build';
import { createConfig } from '@portal/shared/build';

/** @type {import('@portal/shared/contracts').ExposesOf<'mfe_projects'>} */
const exposes = {
  './ProjectsRoutes': './src/exposed/projects-routes.tsx',
  './PrototypePage': './src/exposed/prototype-page.tsx',
};

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_projects',
  exposes,
  // Cesium's workers and offline imagery, fetched by the 3D viewer from this remote's origin.
  copy: viewerAssets(),
});
