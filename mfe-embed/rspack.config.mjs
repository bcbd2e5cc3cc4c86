import { viewerAssets } from '@portal/media-viewers/build';
import { createConfig, sharedAssets } from '@portal/tooling/rspack';

/**
 * What this remote exposes to the host; the monolith build (host/rspack.monolith.config.mjs)
 * imports the same files directly.
 * @type {import('@portal/shared/contracts').ExposesOf<'mfe_embed'>}
 */
export const exposes = {
  './EmbedPostPage': './src/exposed/embed-post-page.tsx',
  './EngagementPage': './src/exposed/engagement-page.tsx',
  './SharePage': './src/exposed/share-page.tsx',
};

/**
 * Copied beside the bundle: served alone, the engagement page still finds /images/*.jpg on this
 * origin; the 3D viewer fetches Cesium's workers and offline imagery from here. The monolith
 * build copies the same, where the host does not already.
 */
export const copy = [{ from: sharedAssets('images'), to: 'images' }, ...viewerAssets()];

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_embed',
  exposes,
  copy,
});
