// What a remote that shows the viewers copies into its build: Cesium's run-time files (its web
// workers, the offline Natural Earth imagery and other assets, draco/basis decoders), which Cesium
// fetches from CESIUM_BASE_URL = `<remote>/cesium/`. All of them come from @cesium/engine itself
// (its built workers in Build/, the rest in Source/), the package the viewer imports.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const engine = path.dirname(require.resolve('@cesium/engine/package.json'));

/** CopyRspackPlugin patterns for a remote showing the viewers (about 9 MB, fetched on demand). */
export function viewerAssets() {
  const from = (part) => path.join(engine, part);
  return [
    { from: from('Build/Workers'), to: 'cesium/Workers' },
    { from: from('Source/ThirdParty'), to: 'cesium/ThirdParty' },
    // The imagery, sky box, sun and moon textures, terrain heights and Earth orientation data.
    { from: from('Source/Assets'), to: 'cesium/Assets' },
  ];
}
