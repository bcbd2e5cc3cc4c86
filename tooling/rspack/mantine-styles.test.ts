import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// componentsReached as the build calls it (in a child process: it is an ES module), on the
// Mantine this repository installs; the readers of Mantine's files on it and on small fixtures.

const MODULE = path.join(__dirname, 'mantine-styles.mjs');
const ESM = path.join(__dirname, '..', '..', 'shared', 'node_modules', '@mantine', 'core', 'esm');

function componentsReached(names: string[]): string[] {
  const script = `
    import { componentsReached } from ${JSON.stringify(MODULE)};
    console.log(JSON.stringify([...componentsReached(${JSON.stringify(ESM)}, ${JSON.stringify(names)})]));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe("the Mantine components whose CSS the portal's stylesheet keeps", () => {
  it('are the named components and those they are built from', () => {
    const reached = componentsReached(['Button']);
    expect(reached).toEqual(expect.arrayContaining(['Button', 'UnstyledButton', 'Loader']));
    expect(reached).not.toContain('Modal');
    expect(reached).not.toContain('Table');
  });

  it('grow with the names the bundles use', () => {
    expect(componentsReached(['Button', 'Modal'])).toEqual(
      expect.arrayContaining(['Modal', 'ModalBase', 'Overlay', 'CloseButton']),
    );
  });
});

/**
 * `body` (an expression, after `imports`) evaluated in a child process beside `fixture`, a
 * temporary folder of `files`, as JSON; its error is thrown here.
 */
function run(imports: string, body: string, files: Record<string, string> = {}): unknown {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'mantine-esm-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(fixture, name)), { recursive: true });
      fs.writeFileSync(path.join(fixture, name), text);
    }
    const script = `
      ${imports}
      const fixture = ${JSON.stringify(fixture)};
      const relative = (file) => path.relative(fixture, file);
      try {
        console.log(JSON.stringify(${body}));
      } catch (error) {
        console.log(JSON.stringify({ error: error.message }));
      }`;
    const output = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    );
    if (output?.error) throw new Error(output.error);
    return output;
  } finally {
    fs.rmSync(fixture, { recursive: true, force: true });
  }
}

const STYLES = `import path from 'node:path';
  import { filesByName, filesReached } from ${JSON.stringify(MODULE)};`;
const SPLIT = `import path from 'node:path';
  import { importsOf } from ${JSON.stringify(path.join(__dirname, 'mantine-split.mjs'))};`;

describe("Mantine's files, read from their syntax trees", () => {
  it('are known by the names index.mjs exports, a renamed one by its new name', () => {
    const byName = run(
      STYLES,
      `Object.fromEntries(Object.entries(filesByName(${JSON.stringify(ESM)})).map(([n, f]) => [n, path.relative(${JSON.stringify(ESM)}, f)]))`,
    ) as Record<string, string>;
    expect(byName.Button).toBe('components/Button/Button.mjs');
    expect(byName.MANTINE_TRANSITIONS).toBe('components/Transition/transitions.mjs');
    // Another package's name (react-remove-scroll's) has no Mantine file.
    expect(byName.RemoveScroll).toBeUndefined();
  });

  it('reach what they import however it is written, and not what comments or strings name', () => {
    const reached = run(STYLES, `[...filesReached(fixture, ['Thing'])].map(relative).sort()`, {
      'index.mjs': [
        'import {',
        '  Thing as Renamed,',
        '} from "./thing.mjs";',
        'export { Renamed as Thing };',
      ].join('\n'),
      'thing.mjs': [
        'import Styles, { helper } from "./helper.mjs";',
        'import "./side-effect.mjs";',
        'export { shared } from "./shared.mjs";',
        '// import { old } from "./commented.mjs";',
        'const text = \'import { quoted } from "./quoted.mjs"\';',
        'export const Thing = () => [Styles, helper, text];',
      ].join('\n'),
      'helper.mjs': 'export const helper = 1;\nexport default {};\n',
      'side-effect.mjs': 'globalThis.loaded = true;\n',
      'shared.mjs': 'export const shared = 1;\n',
      'commented.mjs': '',
      'quoted.mjs': '',
    });
    expect(reached).toEqual(['helper.mjs', 'shared.mjs', 'side-effect.mjs', 'thing.mjs']);
  });

  it('give mantine-split what each file takes of another: a default as `default`', () => {
    const imports = run(
      SPLIT,
      `importsOf(path.join(fixture, 'a.mjs')).map(({ from, names }) => [path.isAbsolute(from) ? relative(from) : from, names])`,
      {
        'a.mjs': [
          'import Classes, { Box, factory as make } from "./core.mjs";',
          'import {',
          '  useId,',
          '} from "@mantine/hooks";',
          'import "./side.mjs";',
          'export { Other } from "./other.mjs";',
        ].join('\n'),
      },
    );
    expect(imports).toEqual([
      ['core.mjs', ['default', 'Box', 'factory']],
      ['@mantine/hooks', ['useId']],
      ['side.mjs', []],
      ['other.mjs', ['Other']],
    ]);
  });

  it('refuse a file of mantine-split that takes all of a module', () => {
    expect(() =>
      run(SPLIT, `importsOf(path.join(fixture, 'a.mjs'))`, {
        'a.mjs': 'import * as Everything from "./core.mjs";\n',
      }),
    ).toThrow(/a\.mjs has a namespace import\./);
    expect(() =>
      run(SPLIT, `importsOf(path.join(fixture, 'a.mjs'))`, {
        'a.mjs': 'export * from "./core.mjs";\n',
      }),
    ).toThrow(/a\.mjs re-exports all of .*core\.mjs\./);
  });
});
