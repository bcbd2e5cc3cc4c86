import { execFileSync } from 'node:child_process';
import path from 'node:path';

// componentsReached as the build calls it (in a child process: it is an ES module), on the
// Mantine this repository installs.

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
