// What a remote that shows the viewers copies into its build: Cesium's run-time files (its web
// workers, the offline Natural Earth imagery, the widgets' images and styles, draco/basis
// decoders), which Cesium fetches from CESIUM_BASE_URL = `<remote>/cesium/`.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cesiumBuild = path.join(
  path.dirname(require.resolve('cesium/package.json')),
  'Build',
  'Cesium',
);

/** CopyRspackPlugin patterns for a remote showing the viewers (about 9 MB, fetched on demand). */
export function viewerAssets() {
  const from = (part) => path.join(cesiumBuild, part);
  return [
    { from: from('Workers'), to: 'cesium/Workers' },
    { from: from('ThirdParty'), to: 'cesium/ThirdParty' },
    { from: from('Widgets'), to: 'cesium/Widgets' },
    // The imagery, sky box, sun and moon textures, terrain heights and Earth orientation data.
    { from: from('Assets'), to: 'cesium/Assets' },
  ];
}
