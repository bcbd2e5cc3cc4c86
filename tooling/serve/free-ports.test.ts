import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The port check `pnpm start` runs before it starts anything (in a child process: the module is
// an ES module).

const MODULE = path.join(__dirname, 'free-ports.mjs');

/** Runs `expression` (awaited) with the module's exports as `m`; its JSON value. */
function evaluate(expression: string): unknown {
  const script = `import net from 'node:net';
    import * as m from ${JSON.stringify(MODULE)};
    /** A server on a free port of the loopback address, as another program would hold it. */
    const holding = () => new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    const value = await (${expression});
    console.log(JSON.stringify({ value }));
    process.exit(0);`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ).value;
}

const DEFAULTS = {
  api: 5050,
  host: 8080,
  remotes: {
    mfe_auth: 8081,
    mfe_projects: 8082,
    mfe_notifications: 8083,
    mfe_admin: 8084,
    mfe_embed: 8085,
  },
};

it('says which port, which part wanted it and which variable moves it', () => {
  expect(
    evaluate(`m.portInUseMessage({ port: 8080, part: 'the host', portEnv: 'PORTAL_PORT' })`),
  ).toBe('Port 8080 (the host) is in use: stop what uses it, or set PORTAL_PORT to another port.');
});

it('claims the ports of the API processes, the host and each served remote', () => {
  const claims = evaluate(`m.portClaims(${JSON.stringify(DEFAULTS)})`);
  expect(claims).toEqual([
    { port: 5050, part: 'the API', portEnv: 'API_PORT' },
    { port: 8080, part: 'the host', portEnv: 'PORTAL_PORT' },
    { port: 8081, part: 'the mfe-auth remote', portEnv: 'MFE_AUTH_PORT' },
    { port: 8082, part: 'the mfe-projects remote', portEnv: 'MFE_PROJECTS_PORT' },
    { port: 8083, part: 'the mfe-notifications remote', portEnv: 'MFE_NOTIFICATIONS_PORT' },
    { port: 8084, part: 'the mfe-admin remote', portEnv: 'MFE_ADMIN_PORT' },
    { port: 8085, part: 'the mfe-embed remote', portEnv: 'MFE_EMBED_PORT' },
  ]);
  const several = evaluate(
    `m.portClaims(${JSON.stringify(DEFAULTS)}, { processes: 2, skip: new Set(['mfe_admin', 'mfe_embed']) })`,
  );
  expect(several).toEqual([
    { port: 5050, part: 'API process 1 of 2', portEnv: 'API_PORT' },
    { port: 5051, part: 'API process 2 of 2', portEnv: 'API_PORT' },
    { port: 8080, part: 'the host', portEnv: 'PORTAL_PORT' },
    { port: 8081, part: 'the mfe-auth remote', portEnv: 'MFE_AUTH_PORT' },
    { port: 8082, part: 'the mfe-projects remote', portEnv: 'MFE_PROJECTS_PORT' },
    { port: 8083, part: 'the mfe-notifications remote', portEnv: 'MFE_NOTIFICATIONS_PORT' },
  ]);
});

it('finds a port another program holds, even on the loopback address only', () => {
  expect(
    evaluate(`(async () => {
      const server = await holding();
      const port = server.address().port;
      const claims = [{ port, part: 'the host', portEnv: 'PORTAL_PORT' }];
      const taken = await m.portsProblem(claims);
      await new Promise((resolve) => server.close(resolve));
      return { taken: taken.replace(String(port), 'N'), free: await m.portsProblem(claims) };
    })()`),
  ).toEqual({
    taken: 'Port N (the host) is in use: stop what uses it, or set PORTAL_PORT to another port.',
    free: null,
  });
});

it('refuses one port given to two parts, naming the variables that move them', () => {
  expect(
    evaluate(`m.portsProblem(m.portClaims({ ...${JSON.stringify(DEFAULTS)}, host: 5050 }))`),
  ).toBe(
    'Port 5050 is wanted by both the API and the host: set API_PORT or PORTAL_PORT to another port.',
  );
});

it('turns a server meeting a taken port into the same line, and leaves other failures be', () => {
  const claims = JSON.stringify([
    { port: 8083, part: 'the mfe-notifications remote', portEnv: 'MFE_NOTIFICATIONS_PORT' },
  ]);
  expect(
    evaluate(
      `m.explainStartFailure(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', port: 8083 }), ${claims}).then((e) => e.message)`,
    ),
  ).toBe(
    'Port 8083 (the mfe-notifications remote) is in use: stop what uses it, or set MFE_NOTIFICATIONS_PORT to another port.',
  );
  expect(
    evaluate(
      `m.explainStartFailure(new Error('No build in host/dist'), ${claims}).then((e) => e.message)`,
    ),
  ).toBe('No build in host/dist');
});

it('gives the same line when an API process stopped while its port is held by another program', () => {
  expect(
    evaluate(`(async () => {
      const server = await holding();
      const port = server.address().port;
      const claims = [{ port, part: 'the API', portEnv: 'API_PORT' }];
      const error = await m.explainStartFailure(new Error('The API exited with code 1.'), claims);
      await new Promise((resolve) => server.close(resolve));
      const after = await m.explainStartFailure(new Error('The API exited with code 1.'), claims);
      return [error.message.replace(String(port), 'N'), after.message];
    })()`),
  ).toEqual([
    'Port N (the API) is in use: stop what uses it, or set API_PORT to another port.',
    'The API exited with code 1.',
  ]);
});
