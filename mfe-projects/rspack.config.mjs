import { viewerAssets } from '@portal/media-viewers/build';
import { createConfig, mediaInfoAsset } from '@portal/tooling/rspack';

/**
 * What this remote exposes to the host; the monolith build (host/rspack.monolith.config.mjs)
 * imports the same files directly.
 * @type {import('@portal/shared/contracts').ExposesOf<'mfe_projects'>}
 */
export const exposes = {
  './ProjectsRoutes': './src/exposed/projects-routes.tsx',
  './PrototypePage': './src/exposed/prototype-page.tsx',
  './UploadLinkPage': './src/exposed/upload-link-page.tsx',
};

/**
 * Copied beside the bundle: Cesium's workers and offline imagery, fetched by the 3D viewer from
 * this remote's origin; the video analyser's wasm for this remote's standalone page (the host
 * serves the portal's). The monolith build copies the same, where the host does not already.
 */
export const copy = [...viewerAssets(), mediaInfoAsset(import.meta.dirname)];

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_projects',
  exposes,
  copy,
});
