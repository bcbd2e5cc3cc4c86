import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// importedNames as the build calls it (in a child process: it is an ES module).

const MODULE = path.join(__dirname, 'facades.mjs');

function importedNames(source: string, name: string, file?: string): string[] {
  const script = `
    import { importedNames } from ${JSON.stringify(MODULE)};
    try {
      console.log(JSON.stringify([...importedNames(${JSON.stringify(source)}, ${JSON.stringify(name)}, ${JSON.stringify(file)})].sort()));
    } catch (error) {
      console.log(JSON.stringify({ error: error.message }));
    }`;
  const output = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
  if (output.error) throw new Error(output.error);
  return output;
}

describe('the names a facade must offer', () => {
  it('are the value imports and re-exports of the package, by their exported names', () => {
    const source = `
      import { Button, type MantineTheme, Modal as Dialog } from '@mantine/core';
      import type { BoxProps } from '@mantine/core';
      import {
        Stack,
        Text,
      } from '@mantine/core';
      import { Other } from '@mantine/core-extra';
      export { Group } from "@mantine/core";
    `;
    expect(importedNames(source, '@mantine/core')).toEqual([
      'Button',
      'Group',
      'Modal',
      'Stack',
      'Text',
    ]);
  });

  it('take a default import as `default`, beside the named ones', () => {
    expect(importedNames(`import Core, { Button } from '@mantine/core';`, '@mantine/core')).toEqual(
      ['Button', 'default'],
    );
  });

  it('are the names a re-export takes, not those it gives', () => {
    const source = `export { Button as PortalButton, default as Core } from '@mantine/core';`;
    expect(importedNames(source, '@mantine/core')).toEqual(['Button', 'default']);
  });

  it('leave out type-only imports and re-exports', () => {
    const source = `
      import type { MantineTheme } from '@mantine/core';
      import type Core from '@mantine/core';
      import { type BoxProps, type ButtonProps as Props } from '@mantine/core';
      export type { TextProps } from '@mantine/core';
      export { type StackProps } from '@mantine/core';
      export type * from '@mantine/core';
      type Lazy = typeof import('@mantine/core');
    `;
    expect(importedNames(source, '@mantine/core')).toEqual([]);
  });

  it('take no name from a side-effect import', () => {
    expect(importedNames(`import '@mantine/core';`, '@mantine/core')).toEqual([]);
  });

  it('read an import however it is laid out, comments inside it too', () => {
    const source = `
      import {
        Button, // the primary action
        /* the dialog */ Modal as Dialog,
      }
      from
        '@mantine/core';
    `;
    expect(importedNames(source, '@mantine/core')).toEqual(['Button', 'Modal']);
  });

  it('ignore comments and strings that merely read like an import', () => {
    const source = `
      // import { Commented } from '@mantine/core';
      /* export { Blocked } from '@mantine/core'; */
      const quoted = "import { Quoted } from '@mantine/core'";
      const template = \`import * as Everything from '@mantine/core'\`;
      const dynamic = "import('@mantine/core')";
      import { Button } from '@mantine/core';
    `;
    expect(importedNames(source, '@mantine/core', 'x.tsx')).toEqual(['Button']);
  });

  it('parse each file by its extension: JSX in .tsx, angle-bracket casts in .ts', () => {
    const tsx = `import { Button } from '@mantine/core';\nexport const A = () => <Button />;`;
    expect(importedNames(tsx, '@mantine/core', 'a.tsx')).toEqual(['Button']);
    const ts = `import { rem } from '@mantine/core';\nexport const size = rem(<number>width);`;
    expect(importedNames(ts, '@mantine/core', 'size.ts')).toEqual(['rem']);
    const mjs = `import { Box } from "@mantine/core";\nexport { Box as default };`;
    expect(importedNames(mjs, '@mantine/core', 'lib.mjs')).toEqual(['Box']);
    expect(() =>
      importedNames('import { Box from "@mantine/core";', '@mantine/core', 'b.ts'),
    ).toThrow('b.ts does not parse');
  });

  it('refuse a namespace import, which would need the whole library', () => {
    expect(() =>
      importedNames(`import * as M from '@mantine/core';`, '@mantine/core', 'x.tsx'),
    ).toThrow('x.tsx imports all of @mantine/core: import the names it uses instead.');
    expect(() =>
      importedNames(`export * as M from '@mantine/core';`, '@mantine/core', 'y.ts'),
    ).toThrow('y.ts imports all of @mantine/core: import the names it uses instead.');
  });

  it('refuse a re-export of all the library, whose names a facade cannot know', () => {
    expect(() => importedNames(`export * from '@mantine/core';`, '@mantine/core', 'ui.ts')).toThrow(
      'ui.ts re-exports all of @mantine/core (export *): a facade cannot know which names that is; re-export the names it uses instead.',
    );
  });

  it('refuse a dynamic import of the library, whose names a facade cannot know', () => {
    const source = `
      import { Button } from '@mantine/core';
      export async function later() {
        const { Modal } = await import('@mantine/core');
        return [Button, Modal];
      }
    `;
    expect(() => importedNames(source, '@mantine/core', 'later.ts')).toThrow(
      'later.ts imports @mantine/core with import(): a facade cannot know which names it uses; import them statically instead.',
    );
  });

  it("concern only the package asked of: another's namespace or dynamic import is no matter", () => {
    const source = `
      import * as React from 'react';
      export * from './local';
      const Page = React.lazy(() => import('./page'));
      import { Button } from '@mantine/core';
    `;
    expect(importedNames(source, '@mantine/core', 'x.tsx')).toEqual(['Button']);
  });
});

/** valueExportsOf as the build calls it, on a folder of the `files` given (name → text). */
function valueExportsOf(files: Record<string, string>, entry = 'index.ts'): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facade-exports-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const script = `
      import { valueExportsOf } from ${JSON.stringify(MODULE)};
      console.log(JSON.stringify([...valueExportsOf(${JSON.stringify(path.join(dir, entry))})].sort()));`;
    return JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the values one of our TypeScript modules exports', () => {
  it('are its declarations, its export lists and what it re-exports, without types', () => {
    const names = valueExportsOf({
      'index.ts': [
        "export * from './more';",
        "export { first, type Shape, second as renamed } from './list';",
        'export type { Other } from "./list";',
        'export const answer = 42;',
        'export async function load() {}',
        'export class Store {}',
        'export type Id = string;',
        'export interface Thing { id: Id }',
      ].join('\n'),
      'more.ts': 'export function more() {}\nexport enum Kind { A }\n',
      'list.ts': 'export const first = 1, second = 2;\n',
    });
    expect(names).toEqual(['Kind', 'Store', 'answer', 'first', 'load', 'more', 'renamed']);
  });

  it('read every name a declaration binds, and no type nor ambient one', () => {
    const names = valueExportsOf({
      'index.ts': [
        'export const one = 1,',
        '  two = 2;',
        'export const { alpha, beta: [gamma], ...rest } = pairs;',
        'export declare const ambient: number;',
        'interface Local { id: string }',
        "import type { Imported } from './more';",
        'const hidden = 1;',
        'export { Local, Imported, hidden as shown };',
        "export * as helpers from './more';",
        'export default hidden;',
        '// export const commented = 1;',
        'const text = "export const quoted = 1;";',
      ].join('\n'),
      'more.ts': 'export type Imported = string;\nexport default 1;\n',
    });
    expect(names).toEqual(['alpha', 'default', 'gamma', 'helpers', 'one', 'rest', 'shown', 'two']);
  });

  it("leave out a module's default when it is re-exported with `export *`", () => {
    const names = valueExportsOf({
      'index.ts': "export * from './more';\n",
      'more.ts': 'export default function () {}\nexport const more = 1;\n',
    });
    expect(names).toEqual(['more']);
  });
});

/** The host's facades and split modules as its build writes them (into host/node_modules/.cache). */
const hostFacades = (() => {
  const script = `
    import fs from 'node:fs';
    import { writeFacades } from ${JSON.stringify(MODULE)};
    const host = ${JSON.stringify(path.join(__dirname, '..', '..', 'host'))};
    const { dependencies } = JSON.parse(fs.readFileSync(host + '/package.json', 'utf8'));
    const { facades, splits } = await writeFacades(host, dependencies);
    const read = (file) => fs.readFileSync(file, 'utf8');
    console.log(JSON.stringify({
      core: read(facades['@portal/shared/core']),
      ui: read(facades['@portal/shared']),
      coreSplit: { ...splits['@portal/shared/core'], body: read(splits['@portal/shared/core'].file) },
      uiSplit: read(splits['@portal/shared'].file),
      base: read(facades['@mantine/core']),
      more: read(facades['@mantine/core/more']),
      mantineSplit: read(splits['@mantine/core'].file),
      proxies: [...splits['@mantine/core'].mantine.redirects.values()].map(read),
    }));`;
  type Written = Record<'core' | 'ui' | 'uiSplit' | 'base' | 'more' | 'mantineSplit', string> & {
    coreSplit: { request: string; body: string };
    proxies: string[];
  };
  let written: Written | undefined;
  return () =>
    (written ??= JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as Written);
})();

/** The line of a written module that re-exports from `from`. */
const line = (body: string, from: string) =>
  body.split('\n').find((l: string) => l.endsWith(`from ${JSON.stringify(from)};`)) ?? '';

describe("@portal/shared's facades", () => {
  const written = hostFacades();

  it('share only their own names: the core without the wire contract, the UI without the core', () => {
    expect(written.core).toMatch(/\bauthStore\b/);
    expect(written.core).not.toMatch(/\baccountEndpoints\b/);
    expect(written.core).not.toMatch(/\bformatCurrency\b/);
    expect(written.ui).toMatch(/\bPortalProviders\b/);
    expect(written.ui).not.toMatch(/\bauthStore\b/);
    // Its stateless components and form helper are each bundle's own, not the singleton's.
    expect(written.ui).not.toMatch(/\b(ListPager|FormErrors|applyServerErrors)\b/);
  });

  it("give a bundle's imports each name from where it lives", () => {
    const { request, body } = written.coreSplit;
    expect(request).toBe('portal-singleton/@portal/shared/core');
    expect(line(body, request)).toMatch(/\bauthStore\b/);
    const contract = path.join(__dirname, '..', '..', 'contract', 'src', 'index.ts');
    expect(line(body, contract)).toMatch(/\baccountEndpoints\b/);
    const format = path.join(__dirname, '..', '..', 'shared', 'src', 'format', 'index.ts');
    expect(line(body, format)).toMatch(/\bformatCurrency\b/);
    expect(line(written.uiSplit, 'portal-singleton/@portal/shared')).toMatch(/\bPortalProviders\b/);
    expect(line(written.uiSplit, '@portal/shared/core')).toMatch(/\bauthStore\b/);
    const ui = path.join(__dirname, '..', '..', 'shared', 'src', 'ui', 'index.ts');
    expect(line(written.uiSplit, ui)).toMatch(
      /\bListPager\b.*\bFormErrors\b|\bFormErrors\b.*\bListPager\b/,
    );
  });
});

describe("@mantine/core's two singletons", () => {
  // The landing page's part (base) and the rest (more).
  const written = hostFacades();
  const namesIn = (body: string) =>
    [...body.matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      ),
    );

  it('give the sign-in modals base, and the rest of what bundles use to more', () => {
    expect(namesIn(written.base)).toEqual(
      expect.arrayContaining(['MantineProvider', 'Modal', 'TextInput']),
    );
    expect(namesIn(written.more)).toEqual(expect.arrayContaining(['Select', 'Timeline']));
    expect(namesIn(written.more)).not.toContain('Modal');
    // What the sign-in modals' files use (their form errors, compiled in from @portal/shared,
    // included) is base; the lists' and the account pages' Mantine is not.
    expect(namesIn(written.base)).toEqual(
      expect.arrayContaining(['PasswordInput', 'Alert', 'List']),
    );
    expect(namesIn(written.more)).toEqual(expect.arrayContaining(['Table', 'Pagination']));
  });

  it("lead a bundle's imports to the singleton each name is in", () => {
    expect(line(written.mantineSplit, 'portal-singleton/@mantine/core')).toMatch(/\bModal\b/);
    expect(line(written.mantineSplit, '@mantine/core/more')).toMatch(/\bSelect\b/);
  });

  it("offer what mfe-projects' date picker (@mantine/dates, compiled in) uses, in more", () => {
    // DateInput's calendar header draws AccordionChevron, and its dropdown is a Popover: only
    // the picker uses the first, and neither goes to the landing page's base.
    expect(namesIn(written.more)).toEqual(expect.arrayContaining(['AccordionChevron', 'Popover']));
    expect(namesIn(written.base)).not.toContain('AccordionChevron');
    expect(namesIn(written.base)).not.toContain('Popover');
    // A hook of a base file the landing page already holds (its inputs use it) comes from base.
    expect(line(written.mantineSplit, 'portal-singleton/@mantine/core')).toMatch(
      /\buseInputProps\b/,
    );
  });

  it('take what more files import of base files from the base singleton', () => {
    expect(written.proxies.length).toBeGreaterThan(0);
    for (const proxy of written.proxies) {
      expect(proxy).toMatch(/from "portal-singleton\/@mantine\/core";/);
    }
  });
});
