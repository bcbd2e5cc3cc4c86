// A remote's `mf-manifest.json` lists, for each exposed module, the files the module needs before
// it runs (`assets.js.sync`, `assets.css.sync`), and Module Federation's runtime fetches those
// beside `remoteEntry.js` when a host loads the module (its snapshot plugin adds them to the page
// as it reads the manifest). rspack's manifest names only the expose's own chunk there, not the
// other chunks of its chunk group (the modules it shares with other exposes, split out), so those
// waited for the entry to run and ask for them: one more round trip before any remote page
// painted. This plugin lists every file of the expose's chunk group instead.

/** What Module Federation's manifest is called in a remote's build. */
const MANIFEST_FILE = 'mf-manifest.json';

/** The chunk group rspack makes for an exposed module (its chunk's name). */
export const exposeChunkName = (expose) => `__federation_expose_${expose}`;

/**
 * `manifest` (parsed mf-manifest.json) with each expose's sync JS and CSS completed by
 * `groupFiles(chunkGroupName)`: the files of that chunk group, in order; a file already listed
 * (sync or async) keeps its place and is not listed twice.
 */
export function withChunkGroupFiles(manifest, groupFiles) {
  return {
    ...manifest,
    exposes: manifest.exposes.map((expose) => {
      const files = groupFiles(exposeChunkName(expose.name));
      if (!files) return expose;
      const { js, css } = expose.assets;
      const add = (listed, extension) => {
        const known = new Set([...listed.sync, ...listed.async]);
        return [
          ...listed.sync,
          ...files.filter((file) => file.endsWith(extension) && !known.has(file)),
        ];
      };
      return {
        ...expose,
        assets: {
          js: { ...js, sync: add(js, '.js') },
          css: { ...css, sync: add(css, '.css') },
        },
      };
    }),
  };
}

/** Completes a remote's mf-manifest.json as the build writes it (see the top of this file). */
export class ManifestPreloadPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ManifestPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST_FILE);
          if (!asset) {
            throw new Error(`ManifestPreloadPlugin: the build wrote no ${MANIFEST_FILE}.`);
          }
          const groupFiles = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            return group?.chunks.flatMap((chunk) => [...chunk.files]);
          };
          const manifest = withChunkGroupFiles(
            JSON.parse(asset.source.source().toString()),
            groupFiles,
          );
          compilation.updateAsset(
            MANIFEST_FILE,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
