// Mantine's stylesheet cut like its facade (facades.mjs): `@mantine/core/styles.css` is all 210
// components' CSS (about 36 KB gzip, and every rule costs the browser a style recalculation when
// a modal opens). The build resolves it to a stylesheet of Mantine's base files and the CSS of
// just the components the facade's names reach, in the order styles.css has them.
import fs from 'node:fs';
import path from 'node:path';

/** Always needed: the reset, the theme's variables and the global rules. */
const BASE = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** The relative `.mjs` files a Mantine ESM file imports. */
const importsOf = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/from\s*"(\.{1,2}\/[^"]+\.mjs)"/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );

/** Mantine's files (index.mjs's imports) of each exported name. */
export function filesByName(esm) {
  const files = {};
  const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  for (const [, names, from] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const name of names.split(',')) {
      const [imported, local] = name.split(/\s+as\s+/).map((part) => part.trim());
      files[local ?? imported] = path.resolve(esm, from);
    }
  }
  return files;
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
  const names = [...fs.readFileSync(facadeFile, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1].split(','))
    .map((name) => name.trim());
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
