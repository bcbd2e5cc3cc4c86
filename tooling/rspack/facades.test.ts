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

  it('refuse a namespace import, which would need the whole library', () => {
    expect(() =>
      importedNames(`import * as M from '@mantine/core';`, '@mantine/core', 'x.tsx'),
    ).toThrow('x.tsx imports all of @mantine/core: import the names it uses instead.');
  });
});

describe('the values one of our TypeScript modules exports', () => {
  it('are its declarations, its export lists and what it re-exports, without types', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facade-exports-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'index.ts'),
        [
          "export * from './more';",
          "export { first, type Shape, second as renamed } from './list';",
          'export type { Other } from "./list";',
          'export const answer = 42;',
          'export async function load() {}',
          'export class Store {}',
          'export type Id = string;',
          'export interface Thing { id: Id }',
        ].join('\n'),
      );
      fs.writeFileSync(
        path.join(dir, 'more.ts'),
        'export function more() {}\nexport enum Kind { A }\n',
      );
      fs.writeFileSync(path.join(dir, 'list.ts'), 'export const first = 1, second = 2;\n');
      const script = `
        import { valueExportsOf } from ${JSON.stringify(MODULE)};
        console.log(JSON.stringify([...valueExportsOf(${JSON.stringify(path.join(dir, 'index.ts'))})].sort()));`;
      const names = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
      );
      expect(names).toEqual(['Kind', 'Store', 'answer', 'first', 'load', 'more', 'renamed']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
