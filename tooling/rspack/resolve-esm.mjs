// How rspack resolves an `import` in a browser build by default (its `byDependency.esm` options),
// for build code that must name the very file a bundle's imports load: a shared facade's library
// (facades.mjs) and the host's offer of each shared module (runtime-host.mjs).
import { rspack } from '@rspack/core';

/** The bundles' extensions (create-config.mjs `resolve.extensions`). */
export const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.json'];

const resolvers = new Map();

/** The file `request` resolves to from `dir` in a `mode` ('production' or 'development') build. */
export function resolveEsm(dir, request, mode = 'production') {
  let resolver = resolvers.get(mode);
  if (!resolver) {
    resolver = new rspack.experiments.resolver.ResolverFactory({
      conditionNames: ['import', 'module', 'webpack', mode, 'browser'],
      mainFields: ['browser', 'module', 'main'],
      aliasFields: ['browser'],
      extensions: EXTENSIONS,
    });
    resolvers.set(mode, resolver);
  }
  const resolved = resolver.sync(dir, request);
  if (!resolved.path) throw new Error(`${request} does not resolve from ${dir}: ${resolved.error}`);
  return resolved.path;
}
