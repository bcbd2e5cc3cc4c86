// What a deployed host accepts and what a remote's build needs, written beside each build, so that
// `pnpm remote:check` can tell before a deploy whether a remote still fits the host (issue 33):
// the host's `config/composition.json` (beside `config/remotes.json`) and a remote's
// `federation-needs.json` (beside its `mf-manifest.json`, which says what it exposes and shares).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { nameOf, parseModule } from './module-syntax.mjs';

/** The host's file, relative to its build. */
export const COMPOSITION_FILE = 'config/composition.json';
/** A remote's file, relative to its build. */
export const NEEDS_FILE = 'federation-needs.json';

/** Where the composition contract (`interface RemoteModules`) is written. */
const CONTRACT = path.join(
  import.meta.dirname,
  '..',
  '..',
  'shared',
  'src',
  'contracts',
  'remotes.ts',
);

/** The federated ids the host loads (`mfe_x/Module`): the keys of `interface RemoteModules`. */
export function compositionModules(file = CONTRACT) {
  const { body } = parseModule(fs.readFileSync(file, 'utf8'), file);
  const declaration = body
    .map((item) => (item.type === 'ExportDeclaration' ? item.declaration : item))
    .find((item) => item.type === 'TsInterfaceDeclaration' && item.id.value === 'RemoteModules');
  if (!declaration) throw new Error(`${file} declares no interface RemoteModules.`);
  return declaration.body.body
    .filter((member) => member.type === 'TsPropertySignature')
    .map((member) => nameOf(member.key))
    .sort();
}

/** A bundle's share config as versions by share key (`{ version, requiredVersion }`). */
const sharedVersions = (shared) =>
  Object.fromEntries(
    Object.entries(shared)
      .map(([key, entry]) => [
        entry.shareKey ?? key,
        { version: entry.version, requiredVersion: entry.requiredVersion },
      ])
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** Emits the host's composition (`host`) or a remote's needs into the build's output. */
export class CompositionPlugin {
  /** @param {{ host: boolean, name: string, shared: object, offered: object, needs: object }} o */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { host, name, shared, offered, needs } = this.options;
    const { Compilation, sources } = compiler.webpack;
    const [file, content] = host
      ? [
          COMPOSITION_FILE,
          { modules: compositionModules(), shared: sharedVersions(shared), facades: offered },
        ]
      : [NEEDS_FILE, { name, facades: needs }];
    compiler.hooks.thisCompilation.tap('CompositionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompositionPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(content, null, 2)}\n`;
          compilation.emitAsset(file, new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Every way a remote's build (`manifest`: its mf-manifest.json; `needs`: its
 * federation-needs.json) does not fit a host's `composition`, one sentence each; none when it fits.
 */
export function mismatches(composition, manifest, needs) {
  const remote = manifest.name;
  const problems = [];
  const exposed = new Set(manifest.exposes.map((expose) => expose.name));
  for (const id of composition.modules.filter((m) => m.startsWith(`${remote}/`))) {
    const module = id.slice(remote.length + 1);
    if (!exposed.has(module)) {
      problems.push(`${id}: the host loads it, and this build of ${remote} does not expose it.`);
    }
  }
  for (const { name, version, requiredVersion } of manifest.shared) {
    const offer = composition.shared[name];
    if (!offer) continue;
    if (!semver.satisfies(version, offer.requiredVersion)) {
      problems.push(
        `${name} ${version} (the remote's) is outside the host's range ${offer.requiredVersion}.`,
      );
    }
    if (requiredVersion && !semver.satisfies(offer.version, requiredVersion)) {
      problems.push(
        `${name}: the host offers ${offer.version}, and the remote requires ${requiredVersion}.`,
      );
    }
  }
  for (const [pkg, names] of Object.entries(needs?.facades ?? {})) {
    const offered = new Set(composition.facades[pkg] ?? []);
    const missing = names.filter((n) => !offered.has(n));
    if (missing.length > 0) {
      problems.push(
        `${pkg}: the host's facade lacks ${missing.join(', ')} (deploy the host with them first).`,
      );
    }
  }
  return problems;
}
