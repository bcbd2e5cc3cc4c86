// One Module Federation runtime in the browser, not one per remote. A remote's production build
// leaves the runtime's core out of remoteEntry.js (MF's `externalRuntime`) and uses the host's,
// which the host provides (`provideExternalRuntime`): about 18 KB gzip less per remote entry.
// A remote's own standalone page has no host, so this plugin builds the core alone into
// `federation-runtime.<hash>.js` beside the remote's files and puts it first in that page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { precompressFile } from './precompress-plugin.mjs';

const require = createRequire(import.meta.url);

/** runtime-core's browser (ESM) entry, found through the federation plugin's own dependencies. */
function runtimeCoreEntry() {
  const enhanced = require.resolve('@module-federation/enhanced/rspack');
  const tools = createRequire(enhanced).resolve('@module-federation/runtime-tools');
  return createRequire(tools)
    .resolve('@module-federation/runtime-core')
    .replace(/\.cjs$/, '.js');
}

/** The global name MF's `externalRuntime` reads the core from. */
const GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The standalone page's copy of the runtime core, named by what it is built from. */
export class FederationRuntimePlugin {
  constructor() {
    this.entry = runtimeCoreEntry();
    const { version } = JSON.parse(
      fs.readFileSync(path.join(this.entry, '..', '..', 'package.json'), 'utf8'),
    );
    const from = `runtime-core ${version}, rspack ${rspack.rspackVersion}`;
    this.fileName = `federation-runtime.${createHash('sha256').update(from).digest('hex').slice(0, 8)}.js`;
  }

  apply(compiler) {
    const { fileName } = this;
    compiler.hooks.thisCompilation.tap('FederationRuntimePlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        'FederationRuntimePlugin',
        (data) => {
          data.assets.js.unshift(`${data.assets.publicPath}${fileName}`);
          return data;
        },
      );
    });
    compiler.hooks.afterEmit.tapPromise('FederationRuntimePlugin', async (compilation) => {
      await this.build(compilation.outputOptions.path);
    });
  }

  /** Builds the core into `output` as a script that sets the global (skipped when it is there). */
  async build(output) {
    const file = path.join(output, this.fileName);
    if (fs.existsSync(file)) return;
    const source = `import * as core from ${JSON.stringify(this.entry)};\nglobalThis.${GLOBAL} ??= core;\n`;
    const entry = path.join(output, '.federation-runtime-entry.mjs');
    fs.writeFileSync(entry, source);
    try {
      const compiler = rspack({
        mode: 'production',
        target: 'web',
        devtool: false,
        entry,
        output: { path: output, filename: this.fileName, iife: true },
      });
      const stats = await new Promise((resolve, reject) => {
        compiler.run((error, result) => (error ? reject(error) : resolve(result)));
      });
      await new Promise((resolve) => compiler.close(resolve));
      if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    } finally {
      fs.rmSync(entry, { force: true });
    }
    await precompressFile(file, fs.readFileSync(file));
  }
}
