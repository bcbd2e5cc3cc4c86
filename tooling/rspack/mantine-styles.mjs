// Mantine's stylesheet cut like its facade (facades.mjs): `@mantine/core/styles.css` is all 210
// components' CSS (about 36 KB gzip, and every rule costs the browser a style recalculation when
// a modal opens). The build resolves it to a stylesheet of Mantine's base files and the CSS of
// just the components the facade's names reach, in the order styles.css has them.
import fs from 'node:fs';
import path from 'node:path';
import { nameOf, parseModule } from './module-syntax.mjs';

/** Always needed: the reset, the theme's variables and the global rules. */
const BASE = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** What each Mantine file read says (moduleOf), by path, with the text it was read from. */
const modules = new Map();

/**
 * What a Mantine ESM file's module statements say, read from its syntax tree (Mantine's dist is
 * plain ESM): `imports`, `{ from, names, whole }` for each import and each re-export with a
 * source, `from` absolute when relative, `names` the names it takes (`default` for a default
 * import; none for `import "x"`), `whole` when it takes them all (`namespace`: `import * as`,
 * `export * as`; `export-all`: `export *`); and `exported`, the relative file each of its
 * export lists' names comes from (an imported binding's file, or the re-export's source).
 */
function moduleOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const known = modules.get(file);
  if (known?.source === source) return known;
  const { body } = parseModule(source, file);
  const resolve = (from) => (from.startsWith('.') ? path.resolve(path.dirname(file), from) : from);
  const imports = [];
  const bound = new Map();
  const exported = new Map();
  for (const item of body) {
    if (item.type === 'ImportDeclaration') {
      const from = resolve(item.source.value);
      const names = [];
      let whole;
      for (const specifier of item.specifiers) {
        bound.set(specifier.local.value, from);
        if (specifier.type === 'ImportNamespaceSpecifier') whole = 'namespace';
        else if (specifier.type === 'ImportDefaultSpecifier') names.push('default');
        else names.push(nameOf(specifier.imported ?? specifier.local));
      }
      imports.push({ from, names, whole });
    } else if (item.type === 'ExportNamedDeclaration') {
      const from = item.source && resolve(item.source.value);
      const names = [];
      let whole;
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ExportNamespaceSpecifier') {
          whole = 'namespace';
        } else if (specifier.type === 'ExportSpecifier') {
          const file = from ?? bound.get(nameOf(specifier.orig));
          if (file && path.isAbsolute(file)) {
            exported.set(nameOf(specifier.exported ?? specifier.orig), file);
          }
          names.push(nameOf(specifier.orig));
        }
      }
      if (from) imports.push({ from, names, whole });
    } else if (item.type === 'ExportAllDeclaration') {
      imports.push({ from: resolve(item.source.value), names: [], whole: 'export-all' });
    }
  }
  const read = { source, imports, exported };
  modules.set(file, read);
  return read;
}

/**
 * A Mantine ESM file's imports and re-exports (`import a, { b, c as d } from "x"`, `import "x"`,
 * `export { e } from "x"`): `{ from, names, whole }` each, `from` absolute when relative (moduleOf).
 */
export const mantineImports = (file) => moduleOf(file).imports;

/** The relative `.mjs` files a Mantine ESM file imports or re-exports. */
const importsOf = (file) =>
  mantineImports(file)
    .map(({ from }) => from)
    .filter((from) => path.isAbsolute(from) && from.endsWith('.mjs'));

/** Mantine's files of each name index.mjs exports (the file it imports or re-exports it from). */
export function filesByName(esm) {
  return Object.fromEntries(moduleOf(path.join(esm, 'index.mjs')).exported);
}

/** Mantine's files reached from `names` through its own relative imports. */
export function filesReached(esm, names) {
  const byName = filesByName(esm);
  const seen = new Set();
  const queue = names.map((name) => byName[name]).filter(Boolean);
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

/** The components (by CSS module name) reached from `names` through Mantine's own imports. */
export function componentsReached(esm, names) {
  const components = new Set();
  for (const file of filesReached(esm, names)) {
    const module = path.basename(file).match(/^(.+)\.module\.mjs$/);
    if (module) components.add(module[1]);
  }
  return components;
}

/**
 * Writes the cut stylesheet for the facade at `facadeFile` (its export lists name what is used)
 * beside it, and resolves to its path; `styles` is Mantine's folder of per-component CSS.
 */
export function writeMantineStyles(facadeFile, packageDir) {
  // Every export list of the file (a split module's name the singleton each name is in).
  const names = mantineImports(facadeFile).flatMap((taken) => taken.names);
  const styles = path.join(packageDir, 'styles');
  const whole = fs.readFileSync(path.join(packageDir, 'styles.css'), 'utf8');
  const reached = [...componentsReached(path.join(packageDir, 'esm'), names)]
    .map((component) => `${component}.css`)
    .filter((file) => fs.existsSync(path.join(styles, file)));
  // Where each file's first rule sits in styles.css gives the cascade order Mantine intends.
  const position = (file) => {
    const css = fs.readFileSync(path.join(styles, file), 'utf8').trim();
    const at = whole.indexOf(css.slice(0, 200));
    if (at < 0) throw new Error(`@mantine/core/styles/${file} is not in styles.css as it is.`);
    return at;
  };
  const ordered = reached.sort((a, b) => position(a) - position(b));
  const body =
    '/* Written by tooling/rspack/mantine-styles.mjs: the CSS of the Mantine components the portal uses. */\n' +
    [...BASE, ...ordered].map((file) => `@import '@mantine/core/styles/${file}';`).join('\n') +
    '\n';
  const file = facadeFile.replace(/\.mjs$/, '.css');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
  return file;
}
