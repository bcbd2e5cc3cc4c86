// How the build reads our modules and libraries' files: their imports and exports, from the syntax
// tree swc parses (never from the text by patterns, which comments, strings and multi-line or
// default-plus-named imports fool). The facades and Mantine's split ask it what a file uses.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/**
 * swc's parser options for a file, by its extension: TypeScript (with JSX in `.tsx`, and when the
 * name has none), or JavaScript.
 */
function parserOptions(file) {
  const extension = path.extname(file);
  if (['.js', '.mjs', '.cjs', '.jsx'].includes(extension)) {
    return { syntax: 'ecmascript', jsx: extension === '.jsx' };
  }
  return { syntax: 'typescript', tsx: extension === '.tsx' || extension === '', decorators: true };
}

/** The syntax tree of a module's `source` (`file` names it: its extension says how to parse). */
export function parseModule(source, file) {
  try {
    return parseSync(source, { ...parserOptions(file), target: 'esnext', isModule: true });
  } catch (error) {
    // swc's message: the code frame, then its cause and a backtrace.
    const message = String(error?.message ?? error).split('\n\nCaused by')[0];
    throw new Error(`${file} does not parse:\n${message}`, { cause: error });
  }
}

/** The text of an identifier or a string literal naming an import or export (`{ 'a-b' as c }`). */
export const nameOf = (node) => node.value;

/** The string a dynamic `import()` loads, when it is written out (else undefined). */
function importedBy(call) {
  const argument = call.arguments[0]?.expression;
  if (argument?.type === 'StringLiteral') return argument.value;
  if (argument?.type === 'TemplateLiteral' && argument.expressions.length === 0) {
    return argument.quasis[0]?.cooked ?? undefined;
  }
  return undefined;
}

/** The modules a syntax tree loads with `import()`, anywhere in it. */
function dynamicImports(tree) {
  const found = [];
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (node.type === 'CallExpression' && node.callee.type === 'Import') {
      const from = importedBy(node);
      if (from !== undefined) found.push(from);
    }
    for (const key in node) if (key !== 'span') stack.push(node[key]);
  }
  return found;
}

/**
 * What a module takes from other modules, read from its syntax tree: `{ from, names }` for each
 * import or re-export of values (`default` for a default import; type-only ones left out, a
 * side-effect import with no names), or `{ from, whole }` where it takes the whole module:
 * `namespace` (`import * as M`, `export * as M`, `import M = require()`), `export-all`
 * (`export *`) or `dynamic` (`import()`).
 */
export function moduleImports(source, file) {
  const tree = parseModule(source, file);
  const imports = [];
  for (const item of tree.body) {
    if (item.type === 'ImportDeclaration' && !item.typeOnly) {
      const names = [];
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') {
          imports.push({ from: item.source.value, whole: 'namespace' });
        } else if (specifier.type === 'ImportDefaultSpecifier') {
          names.push('default');
        } else if (!specifier.isTypeOnly) {
          names.push(nameOf(specifier.imported ?? specifier.local));
        }
      }
      imports.push({ from: item.source.value, names });
    } else if (item.type === 'ExportNamedDeclaration' && item.source && !item.typeOnly) {
      const names = [];
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ExportNamespaceSpecifier') {
          imports.push({ from: item.source.value, whole: 'namespace' });
        } else if (specifier.type === 'ExportDefaultSpecifier') {
          names.push('default');
        } else if (!specifier.isTypeOnly) {
          names.push(nameOf(specifier.orig));
        }
      }
      imports.push({ from: item.source.value, names });
    } else if (item.type === 'ExportAllDeclaration' && !item.typeOnly) {
      imports.push({ from: item.source.value, whole: 'export-all' });
    } else if (
      item.type === 'TsImportEqualsDeclaration' &&
      !item.isTypeOnly &&
      item.moduleRef.type === 'TsExternalModuleReference'
    ) {
      imports.push({ from: item.moduleRef.expression.value, whole: 'namespace' });
    }
  }
  for (const from of dynamicImports(tree.body)) imports.push({ from, whole: 'dynamic' });
  return imports;
}

/** The names a binding pattern declares (`const { a, b: [c], ...d } = …`). */
function boundNames(pattern) {
  switch (pattern?.type) {
    case 'Identifier':
      return [pattern.value];
    case 'ArrayPattern':
      return pattern.elements.flatMap(boundNames);
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        property.type === 'AssignmentPatternProperty'
          ? [property.key.value]
          : boundNames(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    case 'RestElement':
      return boundNames(pattern.argument);
    default:
      return [];
  }
}

/** The values a declaration makes at run time (none for types, nor for `declare`d ones). */
function declaredValues(declaration) {
  if (declaration.declare) return [];
  switch (declaration.type) {
    case 'VariableDeclaration':
      return declaration.declarations.flatMap((d) => boundNames(d.id));
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return [declaration.identifier.value];
    case 'TsEnumDeclaration':
      return [declaration.id.value];
    default:
      return [];
  }
}

/** The names a module declares as types only (`type`, `interface`, `import type`). */
function typeOnlyNames(body) {
  const types = new Set();
  const values = new Set();
  for (const item of body) {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    if (['TsTypeAliasDeclaration', 'TsInterfaceDeclaration'].includes(declaration.type)) {
      types.add(declaration.id.value);
    } else if (declaration.type === 'ImportDeclaration') {
      for (const specifier of declaration.specifiers) {
        if (declaration.typeOnly || specifier.isTypeOnly) types.add(specifier.local.value);
        else values.add(specifier.local.value);
      }
    } else {
      for (const name of declaredValues(declaration)) values.add(name);
    }
  }
  return new Set([...types].filter((name) => !values.has(name)));
}

/** What each module valueExportsOf read exports (exportsOf), by path, with its text. */
const exportsByFile = new Map();

/**
 * What a module exports, read from its syntax tree: `values`, the value names it exports itself
 * (declarations and export lists, re-exports by name included), and `all`, the modules it
 * re-exports all of (`export *`).
 */
export function exportsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const known = exportsByFile.get(file);
  if (known?.source === source) return known;
  const { body } = parseModule(source, file);
  const types = typeOnlyNames(body);
  const values = new Set();
  const all = [];
  for (const item of body) {
    if (item.type === 'ExportDeclaration') {
      for (const name of declaredValues(item.declaration)) values.add(name);
    } else if (item.type === 'ExportNamedDeclaration' && !item.typeOnly) {
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ExportNamespaceSpecifier') {
          values.add(nameOf(specifier.name));
        } else if (specifier.type === 'ExportDefaultSpecifier') {
          values.add('default');
        } else if (!specifier.isTypeOnly && (item.source || !types.has(nameOf(specifier.orig)))) {
          // A local name that is a type only is no value (`interface A {}; export { A }`).
          values.add(nameOf(specifier.exported ?? specifier.orig));
        }
      }
    } else if (item.type === 'ExportAllDeclaration' && !item.typeOnly) {
      all.push(item.source.value);
    } else if (
      item.type === 'ExportDefaultExpression' ||
      (item.type === 'ExportDefaultDeclaration' && item.decl.type !== 'TsInterfaceDeclaration')
    ) {
      values.add('default');
    }
  }
  const read = { source, values, all };
  exportsByFile.set(file, read);
  return read;
}
