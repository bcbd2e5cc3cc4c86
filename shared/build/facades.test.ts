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
