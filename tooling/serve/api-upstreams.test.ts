import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

// `portal-serve --api a,b` in front of two stand-in API processes that say who they are: requests
// are taken in turn, and a process that stops is left out until it answers again.

const SCRIPT = path.join(__dirname, 'serve-bundle.mjs');
let dist: string;
let bundle: ChildProcess;
let url: string;
const apis: http.Server[] = [];
let origins: string[];

/** A stand-in API process named `name`, ready or not. */
function standIn(name: string) {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(request.url === '/api/health/ready' ? { status: 'ready' } : { name }),
    );
  });
  apis.push(server);
  return server;
}

const listen = (server: http.Server, port = 0) =>
  new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const who = async () => ((await (await fetch(`${url}/api/who`)).json()) as { name?: string }).name;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-serve-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  origins = [await listen(standIn('a')), await listen(standIn('b'))];
  bundle = spawn(
    process.execPath,
    [SCRIPT, '--dir', dist, '--port', '0', '--api', origins.join(',')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve) =>
    readline.createInterface({ input: bundle.stdout! }).once('line', resolve),
  );
  url = line.match(/http:\/\/localhost:\d+/)![0];
});

afterAll(async () => {
  bundle.kill();
  await Promise.all(apis.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(dist, { recursive: true, force: true });
});

it('takes the API processes in turn', async () => {
  const names = [await who(), await who(), await who(), await who()];
  expect(new Set(names)).toEqual(new Set(['a', 'b']));
  expect(names[0]).not.toBe(names[1]);
  expect(names[2]).toBe(names[0]);
});

it('leaves out a process that stopped, and takes it again once it answers', async () => {
  const [a] = apis;
  a!.closeAllConnections();
  await new Promise((resolve) => a!.close(resolve));
  // At most one request meets the stopped process (and gets the proxy's 502); then only b answers.
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push(await who());
  expect(answers.slice(-4)).toEqual(['b', 'b', 'b', 'b']);

  const again = standIn('a again');
  await listen(again, Number(new URL(origins[0]!).port));
  // Its next readiness check (every second) lets it back in.
  const seen = new Set<string | undefined>();
  for (let tries = 0; tries < 100 && !seen.has('a again'); tries += 1) {
    seen.add(await who());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(seen).toContain('a again');
});
