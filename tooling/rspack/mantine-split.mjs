// @mantine/core's facade (facades.mjs) in two shared singletons, so that the landing page's idle
// preload (the portal's providers and the sign-in modals) loads only the part of Mantine it needs:
//   - base, share key `@mantine/core`: Mantine's core (providers, Box, factory, styles API, theme)
//     and the components the landing preload uses, with every Mantine file they import;
//   - more, share key `@mantine/core/more`: every other name a bundle uses.
// A bundle's `import { Button, Select } from '@mantine/core'` resolves to a split module taking
// Button from base and Select from more. Mantine's files import each other by relative paths, so
// the more facade's files would bundle their own copy of every base file they import (Box,
// factory, the theme's contexts…): two copies of a React context break the theme and the modals.
// So MantineSplitPlugin sends each import of a base file by a more file to a small proxy module
// that takes the same names from the base singleton, and the base facade offers those names too.
// Base files never import more files (the base set is closed under imports), so the two chunks
// share no Mantine file; the plugin fails the build if they ever do.
import fs from 'node:fs';
import path from 'node:path';
import { filesByName, mantineImports } from './mantine-styles.mjs';

/** The second singleton's share key (and the request the split module consumes it by). */
export const MORE = '@mantine/core/more';

/**
 * Where the landing page's idle preload starts: the portal's providers and the sign-in modals.
 * The names that the files it runs import from @mantine/core go to base (facades.mjs follows the
 * entries' imports, into the modules of @portal/shared a remote compiles in), with
 * @mantine/notifications', which the providers render. Nothing else a bundle uses is base, so a
 * visitor's first visit does not load the Mantine of lists and tables.
 */
export const LANDING_ENTRIES = [
  'host/src/app/landing-chrome.tsx',
  'mfe-auth/src/exposed/auth-modals.tsx',
];

/**
 * A Mantine ESM file's imports and re-exports: `{ from, names }`, `from` absolute when relative
 * (mantine-styles.mjs reads them from the file's syntax tree). One that takes a whole module
 * (`import * as`, `export *`) is refused: which names a more file takes of a base file must be
 * known.
 */
export function importsOf(file) {
  return mantineImports(file).map(({ from, names, whole }) => {
    if (whole === 'namespace') throw new Error(`${file} has a namespace import.`);
    if (whole) throw new Error(`${file} re-exports all of ${from}.`);
    return { from, names };
  });
}

/** The Mantine files `files` reach through relative imports, themselves included. */
export function closure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { from } of importsOf(file)) if (path.isAbsolute(from)) queue.push(from);
  }
  return seen;
}

function* mjsUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* mjsUnder(full);
    else if (entry.name.endsWith('.mjs')) yield full;
  }
}

/**
 * The base set: everything under esm/core (what every component builds on) and the files of
 * `landingNames`, with all they import. Being a closure, no base file imports a more file.
 */
export function baseFiles(esm, landingNames) {
  const byName = filesByName(esm);
  return closure([
    ...mjsUnder(path.join(esm, 'core')),
    ...landingNames.map((name) => byName[name]).filter(Boolean),
  ]);
}

/**
 * The names a base file offers the more files: its own export name, but `default` (the CSS
 * modules' class maps), which is offered as `<file>_default`.
 */
const offeredName = (file, name) =>
  name === 'default' ? `${path.basename(file, '.mjs').replace(/\W/g, '_')}_default` : name;

/**
 * What the more facade's files import from base files: by base file, the names. Fails when two
 * base files would offer the base facade one name (it exports each name once).
 */
export function crossImports(esm, base, moreNames) {
  const byName = filesByName(esm);
  const more = [...closure(moreNames.map((name) => byName[name]).filter(Boolean))].filter(
    (file) => !base.has(file),
  );
  const cross = new Map();
  for (const file of more) {
    for (const { from, names } of importsOf(file)) {
      if (!base.has(from)) continue;
      cross.set(from, new Set([...(cross.get(from) ?? []), ...names]));
    }
  }
  const owner = new Map(Object.entries(byName).filter(([, file]) => base.has(file)));
  for (const [file, names] of cross) {
    for (const name of names) {
      const offered = offeredName(file, name);
      if ((owner.get(offered) ?? file) !== file) {
        throw new Error(
          `@mantine/core's base facade would offer ${offered} from both ${path.relative(esm, owner.get(offered))} and ${path.relative(esm, file)}.`,
        );
      }
      owner.set(offered, file);
    }
  }
  return { more: new Set(more), cross };
}

const exportLine = (names, from) =>
  names.length > 0 ? `export { ${names.join(', ')} } from ${JSON.stringify(from)};\n` : '';

/**
 * Splits the facade's `names` of @mantine/core (`entry` is its esm/index.mjs) in base and more,
 * writing with `write(suffix, body)` (facades.mjs's cache): the base and more facades, the split
 * module (`request` consumes base) and a proxy per base file the more files import.
 */
export function splitMantine({ entry, names, landingNames, request, write }) {
  const esm = path.dirname(entry);
  const byName = filesByName(esm);
  const base = baseFiles(esm, landingNames);
  // A name re-exported from another package (RemoveScroll) stays with the base.
  const inBase = (name) => !byName[name] || base.has(byName[name]);
  const baseNames = names.filter(inBase);
  const moreNames = names.filter((name) => !inBase(name));
  const { more, cross } = crossImports(esm, base, moreNames);
  const header = '// Written by tooling/rspack/mantine-split.mjs';
  // What the more files take from base files, each name from its file (index.mjs lacks most).
  const crossLines = [...cross]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, n]) => {
      const list = [...n].sort().map((name) => {
        const offered = offeredName(file, name);
        return offered === name ? name : `${name} as ${offered}`;
      });
      return exportLine(
        list.filter((name) => !baseNames.includes(name)),
        file,
      );
    });
  const baseFacade = write(
    '.mjs',
    `${header}: the base of @mantine/core (its core and the landing page's components).\n` +
      exportLine(baseNames, entry) +
      crossLines.join(''),
  );
  const moreFacade = write(
    '+more.mjs',
    `${header}: the rest of @mantine/core that the portal uses.\n${exportLine(moreNames, entry)}`,
  );
  const split = write(
    '.split.mjs',
    `${header}: @mantine/core, by the singleton each name is in.\n` +
      exportLine(baseNames, request) +
      exportLine(moreNames, MORE),
  );
  const redirects = new Map();
  for (const [file, n] of cross) {
    const list = [...n].sort().map((name) => {
      const offered = offeredName(file, name);
      return offered === name ? name : `${offered} as ${name}`;
    });
    const id = path.relative(esm, file).replaceAll(path.sep, '+');
    redirects.set(file, write(`+base/${id}`, `${header}.\n${exportLine(list, request)}`));
  }
  return {
    baseFacade,
    moreFacade,
    split,
    names: { base: baseNames, more: moreNames },
    base,
    more,
    redirects,
  };
}

/**
 * Sends a more file's import of a base file to that file's proxy (the base singleton), and fails
 * the build when a Mantine file is in both the base facade's chunks and the more facade's.
 */
export class MantineSplitPlugin {
  constructor({ baseFacade, moreFacade, base, more, redirects }) {
    Object.assign(this, { baseFacade, moreFacade, base, more, redirects });
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('MantineSplitPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('MantineSplitPlugin', (data) => {
        if (!data.request.startsWith('.') || !this.more.has(data.contextInfo?.issuer)) return;
        const proxy = this.redirects.get(path.resolve(data.context, data.request));
        if (proxy) data.request = proxy;
      });
    });
    compiler.hooks.thisCompilation.tap('MantineSplitPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('MantineSplitPlugin', () => this.check(compilation));
    });
  }

  /** The files of each chunk's modules, those concatenated into one included. */
  static filesByChunk(compilation) {
    const files = new Map();
    for (const chunk of compilation.chunks) {
      const set = new Set();
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        for (const inner of module.modules ?? [module]) if (inner.resource) set.add(inner.resource);
      }
      files.set(chunk, set);
    }
    return files;
  }

  /** The Mantine files of the chunks loaded with the chunk of `facade` (its chunk groups). */
  static mantineFilesWith(filesByChunk, facade) {
    const mantine = new Set();
    for (const [chunk, files] of filesByChunk) {
      if (!files.has(facade)) continue;
      for (const group of chunk.groupsIterable) {
        for (const member of group.chunks) {
          for (const file of filesByChunk.get(member) ?? []) {
            if (/[\\/]@mantine[\\/]core[\\/]esm[\\/]/.test(file)) mantine.add(file);
          }
        }
      }
    }
    return mantine;
  }

  check(compilation) {
    const byChunk = MantineSplitPlugin.filesByChunk(compilation);
    const inBase = MantineSplitPlugin.mantineFilesWith(byChunk, this.baseFacade);
    const inMore = MantineSplitPlugin.mantineFilesWith(byChunk, this.moreFacade);
    const twice = [...inMore].filter((f) => inBase.has(f));
    if (twice.length > 0) {
      compilation.errors.push(
        new compilation.compiler.webpack.WebpackError(
          `@mantine/core's base and more singletons both hold ${twice.length} file(s): ${twice.slice(0, 5).join(', ')}`,
        ),
      );
    }
  }
}
