// Shared singletons cut to what the portal uses. A shared module is built whole, since the build
// cannot know what other bundles will take from it: all of React Router (its server half too)
// and all of Mantine's components. Instead, the share scope offers a facade that re-exports just
// the names any bundle of this repository (or another shared library, or one a bundle compiles
// in) imports, so the library behind it is tree-shaken and there is still one copy of each
// singleton in the browser.
//
// Every bundle builds the same facade from the same sources. A remote that starts using a name
// the deployed host's facade lacks must wait for the host to be deployed with it (as for any new
// export of @portal/shared); the remote's slot shows its fallback meanwhile, never a white page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANDING_ENTRIES, MORE, splitMantine } from './mantine-split.mjs';
import { filesReached } from './mantine-styles.mjs';
import { REMOTES } from '../remotes.mjs';
import { exportsOf, moduleImports } from './module-syntax.mjs';
import { resolveEsm } from './resolve-esm.mjs';

/**
 * The shared packages offered as facades (@portal/shared's core carries the whole wire contract,
 * of which the landing page needs a few schemas).
 */
export const FACADED = [
  'react-router-dom',
  '@tanstack/react-query',
  '@mantine/core',
  '@mantine/hooks',
  '@portal/shared',
  '@portal/shared/core',
];

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Every bundle's sources (the host, the remotes and the packages they compile in). */
const SOURCE_DIRS = [
  'host',
  'shared',
  'media-viewers',
  ...Object.values(REMOTES).map((r) => r.dir),
];
/** Other shared libraries that import a facaded one (Mantine's notifications use its core). */
const DEPENDENT_LIBRARIES = {
  '@mantine/core': ['@mantine/notifications'],
  '@mantine/hooks': ['@mantine/notifications'],
};
/**
 * Libraries a bundle compiles in (not shared) that import facaded ones: @mantine/dates' pickers
 * use Mantine's core and hooks. What the files reached from the names the bundles import of the
 * library (DateInput, not every picker) import counts, as from a bundle's own sources: not in
 * the landing page's base (landingNames), for only mfe-projects' pages use them.
 */
const COMPILED_LIBRARIES = {
  '@mantine/core': ['@mantine/dates'],
  '@mantine/hooks': ['@mantine/dates'],
};
/**
 * A facaded library whose files import another: the files its facade's names reach count as
 * sources of the other (Mantine's components use its hooks). Comes earlier in FACADED.
 */
const REACHED_THROUGH = { '@mantine/hooks': '@mantine/core' };
/** Entries that re-export all of another: what is imported from the first may come from it. */
const RE_EXPORTED_BY = { '@portal/shared/core': ['@portal/shared'] };
/**
 * Entries whose facade offers only their own names: a name one of these modules exports comes
 * from it instead (the first that has it). Modules that hold no state need no singleton: each
 * bundle compiles in just what it uses of the wire contract (the landing page needs a few of its
 * 400 names) and of the core's formatting, enumerations and remote table, and of the UI entry's
 * components (lists' headers and pagers, form errors, dialogs) and its form helper: the sign-in
 * modals take a form's errors without the lists' Mantine. @portal/shared takes the core's names
 * through the core's own split module. A delegate module imports what holds state by its
 * package's name (`@portal/shared/core`), never by a relative path, which would compile a second
 * copy of it into the bundle.
 */
const DELEGATED = {
  '@portal/shared/core': ['@portal/contract', './format', './enums', './contracts/remotes'],
  '@portal/shared': ['@portal/shared/core', './ui', './forms/apply-server-errors'],
};
/** The request a split entry's module consumes its shared facade by (its share key is `name`). */
export const singletonRequest = (name) => `portal-singleton/${name}`;
const SPLIT_SUFFIX = '.split.mjs';

/** A package name of an import (`@portal/shared/core` → `@portal/shared`). */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

function* filesUnder(dir, extensions) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist')
        yield* filesUnder(full, extensions);
    } else if (extensions.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

/** Why a module that takes the whole of a package (moduleImports' `whole`) is refused. */
const REFUSED = {
  namespace: (file, name) => `${file} imports all of ${name}: import the names it uses instead.`,
  'export-all': (file, name) =>
    `${file} re-exports all of ${name} (export *): a facade cannot know which names that is; re-export the names it uses instead.`,
  dynamic: (file, name) =>
    `${file} imports ${name} with import(): a facade cannot know which names it uses; import them statically instead.`,
};

/**
 * The value names of `name` that a module importing `imports` (moduleImports) takes; `file`
 * names it in the error when it takes the whole package, unless `reExports` (a declared `export *`
 * of it: RE_EXPORTED_BY).
 */
function namesFrom(imports, name, file, reExports = false) {
  const names = new Set();
  for (const taken of imports) {
    if (taken.from !== name || (taken.whole === 'export-all' && reExports)) continue;
    if (taken.whole) throw new Error(REFUSED[taken.whole](file, name));
    for (const n of taken.names) names.add(n);
  }
  return names;
}

/**
 * The value names `source` imports (or re-exports) from `name`, read by parsing it (`file`, its
 * path, says how: TypeScript with JSX unless it ends in .ts or a JavaScript extension);
 * type-only imports are left out, a default import is `default`. Taking the whole library (a
 * namespace import, `export *`, `import()`) is refused with where it is: the facade could not
 * know the names.
 */
export function importedNames(source, name, file = 'a file') {
  return namesFrom(moduleImports(source, file), name, file);
}

/** A module's file from an import in `from` (relative, or a workspace package's source entry). */
function resolveSource(specifier, from) {
  if (!specifier.startsWith('.')) {
    const name = packageOf(specifier);
    const pkgDir = path.dirname(createRequire(from).resolve(`${name}/package.json`));
    const { exports } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    const target = exports?.[`.${specifier.slice(name.length)}`];
    const entry =
      typeof target === 'string' ? target : (target?.['@portal/source'] ?? target?.default);
    if (!entry) throw new Error(`${specifier} (from ${from}) has no source entry.`);
    return path.join(pkgDir, entry);
  }
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${specifier} (from ${from}) is not a source file.`);
  return found;
}

/**
 * The names one of our TypeScript modules exports that are values at run time (not types), read
 * from its syntax tree: its exported declarations, export lists and what it re-exports (`export
 * *` without its `default`); a TypeScript program would take seconds for every bundle's build.
 */
export function valueExportsOf(file, seen = new Set()) {
  const values = new Set();
  if (seen.has(file)) return values;
  seen.add(file);
  const read = exportsOf(file);
  for (const name of read.values) values.add(name);
  for (const from of read.all) {
    for (const name of valueExportsOf(resolveSource(from, file), seen)) {
      if (name !== 'default') values.add(name);
    }
  }
  return values;
}

/** Where `name`'s browser ESM entry is, resolved from a bundle's folder as its imports are. */
const entryOf = (name, dir) => resolveEsm(dir, name);

/** What each file read imports (moduleImports), by path, with the text it was read from. */
const importsByFile = new Map();

/**
 * The names `files` import from `name`; a file of `reExporters` (real paths) may `export *` it
 * (RE_EXPORTED_BY: @portal/shared's entry takes all of its core).
 */
function namesImportedBy(files, name, reExporters = new Set()) {
  const used = new Set();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    // A module whose text never names the package does not import it: no need to parse it.
    if (!source.includes(name)) continue;
    const relative = path.relative(ROOT, file);
    let read = importsByFile.get(file);
    if (read?.source !== source) {
      read = { source, imports: moduleImports(source, relative) };
      importsByFile.set(file, read);
    }
    const reExports = reExporters.size > 0 && reExporters.has(fs.realpathSync(file));
    for (const found of namesFrom(read.imports, name, relative, reExports)) used.add(found);
  }
  return used;
}

/**
 * The files of a compiled library (COMPILED_LIBRARIES) that the names the bundles' sources import
 * of it reach through its own imports, each resolved from the bundle that depends on it.
 */
function filesOfCompiled(library) {
  const files = new Set();
  for (const folder of SOURCE_DIRS) {
    const dir = path.join(ROOT, folder);
    const sources = filesUnder(path.join(dir, 'src'), /\.(tsx?|mjs)$/);
    const names = [...namesImportedBy(sources, library)];
    if (names.length === 0) continue;
    for (const file of filesReached(path.dirname(entryOf(library, dir)), names)) files.add(file);
  }
  return files;
}

/** The file of our sources that defines `name`, found from `file` through its `export *`s. */
function definingFile(file, name, seen = new Set()) {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const read = exportsOf(file);
  if (read.values.has(name)) return file;
  for (const from of read.all) {
    const found = definingFile(resolveSource(from, file), name, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * The modules a bundle compiles in for `names` of a DELEGATED entry (`from` is how `file` imports
 * it): those of its stateless delegates that define them, followed through a delegate that is
 * split itself. The entry's own names come from its singleton, which the host has already.
 */
function compiledModules(from, names, file) {
  const entry = resolveSource(from, file);
  const modules = [];
  for (const name of names) {
    for (const delegate of DELEGATED[from]) {
      const source = resolveSource(delegate, entry);
      if (!valueExportsOf(source).has(name)) continue;
      if (DELEGATED[delegate]) modules.push(...compiledModules(delegate, [name], entry));
      else modules.push(definingFile(source, name));
      break;
    }
  }
  return modules.filter(Boolean);
}

/**
 * The files the landing page's idle preload runs: LANDING_ENTRIES and what they import by a
 * relative path (statically or with import()), and the modules of a DELEGATED entry compiled into
 * a bundle for the names they take of it, followed likewise.
 */
export function landingFiles() {
  const seen = new Set();
  const queue = LANDING_ENTRIES.map((entry) => path.join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { from, names } of moduleImports(fs.readFileSync(file, 'utf8'), file)) {
      if (from.startsWith('.')) {
        const target = resolveSource(from, file);
        if (/\.(tsx?|mjs)$/.test(target)) queue.push(target);
      } else if (DELEGATED[from] && names) {
        queue.push(...compiledModules(from, names, file));
      }
    }
  }
  return [...seen];
}

/**
 * The names of @mantine/core that the landing page's idle preload uses (mantine-split.mjs): its
 * files' (landingFiles) and those of the libraries that import Mantine's core (its notifications).
 */
function landingNames(dir) {
  const files = landingFiles();
  for (const library of DEPENDENT_LIBRARIES['@mantine/core']) {
    files.push(...filesUnder(path.dirname(path.dirname(entryOf(library, dir))), /\.mjs$/));
  }
  return [...namesImportedBy(files, '@mantine/core')];
}

/**
 * The names any bundle's sources, a dependent shared library, or the files an earlier facade
 * (`facadeNames`: its names by package) reaches import from `name`.
 */
function usedNames(name, dir, facadeNames = {}) {
  const used = new Set();
  // The entries RE_EXPORTED_BY says take all of `name` re-export it with `export *`.
  const reExporters = new Set(
    (RE_EXPORTED_BY[name] ?? []).map((parent) => fs.realpathSync(entryOf(parent, dir))),
  );
  const scan = (files) => {
    for (const found of namesImportedBy(files, name, reExporters)) used.add(found);
  };
  for (const folder of SOURCE_DIRS) {
    scan(filesUnder(path.join(ROOT, folder, 'src'), /\.(tsx?|mjs)$/));
  }
  const through = REACHED_THROUGH[name];
  if (through && facadeNames[through]) {
    const esm = path.dirname(entryOf(through, dir));
    scan(filesReached(esm, facadeNames[through]));
  }
  for (const parent of RE_EXPORTED_BY[name] ?? []) {
    for (const found of usedNames(parent, dir)) used.add(found);
  }
  for (const library of DEPENDENT_LIBRARIES[name] ?? []) {
    const libraryDir = path.dirname(path.dirname(entryOf(library, dir)));
    scan(filesUnder(libraryDir, /\.mjs$/));
  }
  for (const library of COMPILED_LIBRARIES[name] ?? []) scan(filesOfCompiled(library));
  return used;
}

/** Writes `body` to the bundle's cache as `<name><suffix>` (unless it is there already). */
function writeCached(dir, name, suffix, body) {
  const file = path.join(
    dir,
    'node_modules',
    '.cache',
    'portal-facades',
    `${name.replaceAll('/', '+')}${suffix}`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
  return file;
}

const exportLine = (names, from) =>
  names.length > 0 ? `export { ${names.join(', ')} } from ${JSON.stringify(from)};\n` : '';

/**
 * For an entry of DELEGATED: the names `used` of it, by the module each comes from (a delegate's
 * request, or the entry's own singleton for the rest).
 */
function delegatedNames(name, used, entry) {
  const groups = new Map();
  const own = [];
  const delegates = DELEGATED[name].map((delegate) => {
    const source = resolveSource(delegate, entry);
    // A delegate that is split itself is imported by name: the alias leads to its split module.
    const from = DELEGATED[delegate] ? delegate : source;
    return { exported: valueExportsOf(source), from };
  });
  for (const n of used) {
    const delegate = delegates.find((d) => d.exported.has(n));
    if (!delegate) own.push(n);
    else groups.set(delegate.from, [...(groups.get(delegate.from) ?? []), n]);
  }
  return { own, groups };
}

/**
 * Writes the facade of each facaded package `dir`'s bundle depends on (in its
 * node_modules/.cache): `facades` by package name, for the share config's `import`. Names that are
 * types only (imported without `type`) are not in the library at run time and are dropped.
 * An entry of DELEGATED also gets its module in `splits`: what the bundle's code imports by the
 * entry's name (an alias), taking the entry's own names from its singleton (`request`) and the
 * others from where DELEGATED says. `offered` and `needs`, by package: the names this bundle's
 * singleton would serve of it, and those this bundle's own sources import (tests aside), each
 * without the names a DELEGATED entry takes from a module compiled into the bundle.
 */
export async function writeFacades(dir, dependencies) {
  const facades = {};
  const splits = {};
  const facadeNames = {};
  const offered = {};
  const needs = {};
  const ownSources = [...filesUnder(path.join(dir, 'src'), /\.(tsx?|mjs)$/)];
  const passedOn = {};
  for (const name of FACADED.filter((n) => dependencies[packageOf(n)])) {
    const entry = entryOf(name, dir);
    const exported = /\.tsx?$/.test(entry)
      ? valueExportsOf(entry)
      : new Set(Object.keys(await import(pathToFileURL(entry).href)));
    const names = [...usedNames(name, dir, facadeNames)].filter((n) => exported.has(n)).sort();
    facadeNames[name] = names;
    // What this bundle's singleton serves of `name`, and what this bundle's own code takes from
    // it: `pnpm remote:check` compares a remote's needs with a deployed host's offer.
    const taken = [
      ...new Set([...namesImportedBy(ownSources, name), ...(passedOn[name] ?? [])]),
    ].filter((n) => exported.has(n));
    if (DELEGATED[name]) {
      offered[name] = delegatedNames(name, names, entry).own.sort();
      const { own, groups } = delegatedNames(name, taken, entry);
      needs[name] = own.sort();
      // Names taken through another singleton's split module are that singleton's to serve.
      for (const [from, list] of groups) {
        if (DELEGATED[from]) passedOn[from] = [...(passedOn[from] ?? []), ...list];
      }
    } else {
      offered[name] = names;
      needs[name] = taken.sort();
    }
    const header = `// Written by tooling/rspack/facades.mjs: what the portal's bundles use of ${name}`;
    if (name === '@mantine/core') {
      // Two singletons: the landing page's part and the rest (mantine-split.mjs).
      const split = splitMantine({
        entry,
        names,
        landingNames: landingNames(dir),
        request: singletonRequest(name),
        write: (suffix, body) => writeCached(dir, name, suffix, body),
      });
      facades[name] = split.baseFacade;
      facades[MORE] = split.moreFacade;
      splits[name] = { request: singletonRequest(name), file: split.split, mantine: split };
      continue;
    }
    if (!DELEGATED[name]) {
      facades[name] = writeCached(dir, name, '.mjs', `${header}.\n${exportLine(names, entry)}`);
      continue;
    }
    const { own, groups } = delegatedNames(name, names, entry);
    facades[name] = writeCached(
      dir,
      name,
      '.mjs',
      `${header}, its own.\n${exportLine(own, entry)}`,
    );
    const request = singletonRequest(name);
    const lines = [
      exportLine(own, request),
      ...[...groups].map(([from, n]) => exportLine(n, from)),
    ];
    splits[name] = {
      request,
      file: writeCached(
        dir,
        name,
        SPLIT_SUFFIX,
        `${header}, by where it comes from.\n${lines.join('')}`,
      ),
    };
  }
  return { facades, splits, offered, needs };
}
