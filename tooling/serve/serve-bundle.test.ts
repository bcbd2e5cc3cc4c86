import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import remotesTable from '../../shared/remotes.json';

// The bundle server as `portal-serve` runs it (a child process: it is an ES module with its own
// dependencies), in front of a stand-in API that records what reaches it.

const SCRIPT = path.join(__dirname, 'serve-bundle.mjs');
const children: ChildProcess[] = [];
let dist: string;
let api: http.Server;
let apiUrl: string;
const seen: http.IncomingHttpHeaders[] = [];
const seenPaths: string[] = [];

/** What the API answers an address it cannot read (api/src/http/errors.ts), as the stand-in says it. */
const API_BAD_URL = { message: 'The address of the request is not valid.', errors: {} };

/** True when a path holds a percent-encoding that decodes to no text (`%E0%A4%A`). */
function unreadable(url: string) {
  try {
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

async function serve(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(
    process.execPath,
    [SCRIPT, '--dir', dist, '--port', '0', '--api', apiUrl, ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`portal-serve exited (${code})`)));
  });
  const url = line.match(/http:\/\/localhost:\d+/)?.[0];
  if (!url) throw new Error(`Unexpected first line: ${line}`);
  return url;
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-serve-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log(1)');
  // As the build leaves them: compressed copies beside a hashed file and an entry point.
  const script = Buffer.from(`console.log(${JSON.stringify('portal '.repeat(500))})`);
  for (const name of ['chunk.89abcdef.js', 'remoteEntry.js']) {
    fs.writeFileSync(path.join(dist, name), script);
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(script));
  }
  api = http.createServer((request, response) => {
    seen.push(request.headers);
    seenPaths.push(request.url!);
    response.setHeader('content-type', 'application/json');
    if (!unreadable(request.url!)) return response.end(JSON.stringify({ ok: true }));
    response.writeHead(400, { 'cache-control': 'no-store' }).end(JSON.stringify(API_BAD_URL));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const child of children) child.kill();
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

/**
 * A browser's revalidation of a `no-cache` file. (Node's fetch would add `Cache-Control:
 * no-cache` to a request with If-None-Match, which rightly forbids a 304.)
 */
const revalidation = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

const page = (url: string) => fetch(url, { headers: { accept: 'text/html' } });

/** A GET of a path exactly as written (fetch would normalise it): status, headers and body. */
function rawGet(url: string, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: unknown }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: new URL(url).port, path, headers }, (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: JSON.parse(text),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null) {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;
}

describe('a bundle server in front of the API', () => {
  let url: string;
  beforeAll(async () => {
    url = await serve([]);
  });

  it('names the visitor in X-Forwarded-For itself, whatever the visitor claims', async () => {
    seen.length = 0;
    await fetch(`${url}/api/account/user-state`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen[0]!['x-forwarded-host']).toBe(new URL(url).host);
  });

  it('serves pages with a Content-Security-Policy that allows the remotes and forbids framing', async () => {
    for (const pathname of ['/', '/projects/1', '/admin/users']) {
      const response = await page(`${url}${pathname}`);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      for (const { port } of Object.values(remotesTable)) {
        // Module Federation loads each remote's manifest (fetch), entry and chunks (script),
        // styles and assets from the remote's own origin.
        for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
          expect({ directive, sources: csp[directive] }).toEqual({
            directive,
            sources: expect.arrayContaining([`http://localhost:${port}`]),
          });
        }
      }
      // The hub's WebSocket on this origin, and the media viewers' wasm.
      expect(csp['connect-src']).toContain(`ws://${new URL(url).host}`);
      expect(csp['script-src']).toContain("'wasm-unsafe-eval'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets anyone frame the embed routes, the engagement form and share links by default', async () => {
    for (const pathname of [
      '/embed/project/1/post/2',
      '/project/1/post/2/embed/3',
      '/engagement',
      '/share/abc',
    ]) {
      const response = await page(`${url}${pathname}`);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['frame-ancestors']).toEqual(['*']);
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
    // A share or upload link's page names no referrer and asks not to be indexed; an upload
    // link's is not framed by others.
    for (const pathname of ['/share/abc', '/upload/abc']) {
      const shared = await page(`${url}${pathname}`);
      expect(shared.headers.get('referrer-policy')).toBe('no-referrer');
      expect(shared.headers.get('x-robots-tag')).toContain('noindex');
    }
    const upload = await page(`${url}/upload/abc`);
    expect(directives(upload.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
      "'none'",
    ]);
    // Not an embed route: /embedded, /engagements, /project/1/post/2 alone.
    for (const pathname of ['/embedded', '/engagements', '/project/1/post/2']) {
      const csp = directives(
        (await page(`${url}${pathname}`)).headers.get('content-security-policy'),
      );
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('answers an address it cannot read with the API’s own 400, for /api and for pages', async () => {
    for (const path of ['/api/projects/%E0%A4%A', '/projects/%E0%A4%A', '/%ZZ']) {
      seen.length = 0;
      seenPaths.length = 0;
      const answer = await rawGet(url, path, { accept: 'text/html' });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: API_BAD_URL,
      });
      expect(answer.headers).toMatchObject({
        'content-type': expect.stringMatching(/^application\/json/),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      // The API was asked about the very address, on behalf of the visitor.
      expect(seenPaths).toEqual([path]);
      expect(seen[0]!['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    }
  });

  it('leaves the API’s own answers to the API', async () => {
    const response = await fetch(`${url}/api/account/user-state`);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('a bundle server whose API is down', () => {
  it('answers an address it cannot read with the 502 of an unreachable API', async () => {
    const url = await serve(['--api', 'http://127.0.0.1:1']);
    const answer = await rawGet(url, '/projects/%E0%A4%A');
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: expect.any(String), errors: {} });
  });
});

describe('files as a CDN would serve them', () => {
  let url: string;
  beforeAll(async () => {
    url = await serve([]);
  });
  const expected = () => fs.readFileSync(path.join(dist, 'chunk.89abcdef.js'), 'utf8');

  it('sends the Brotli or gzip copy the visitor accepts, cached for a year', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await fetch(`${url}/chunk.89abcdef.js`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(await response.text()).toBe(expected());
    }
  });

  it('sends the file as it is to a visitor that accepts no compression', async () => {
    const response = await fetch(`${url}/chunk.89abcdef.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(expected());
  });

  it('revalidates a remote entry: 304 while unchanged', async () => {
    const first = await fetch(`${url}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toBeTruthy();
    const again = await fetch(`${url}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br', ...revalidation(etag!) },
    });
    expect(again.status).toBe(304);
  });
});

describe('the host with a registry of remotes elsewhere', () => {
  it('allows the origins its /config/remotes.json names', async () => {
    const registry = path.join(dist, '..', `registry-${process.pid}.json`);
    fs.writeFileSync(
      registry,
      JSON.stringify({
        mfe_auth: 'https://auth.cdn.example/mf-manifest.json',
        mfe_admin: 'https://admin.cdn.example:8443/a/mf-manifest.json',
      }),
    );
    try {
      const url = await serve(['--remotes', registry]);
      const csp = directives((await page(`${url}/`)).headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(
        expect.arrayContaining(['https://auth.cdn.example', 'https://admin.cdn.example:8443']),
      );
      // Revalidated on every load: 304 while unchanged, the new registry once it changes.
      const first = await fetch(`${url}/config/remotes.json`);
      const etag = first.headers.get('etag')!;
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const unchanged = await fetch(`${url}/config/remotes.json`, {
        headers: revalidation(etag),
      });
      expect(unchanged.status).toBe(304);
      fs.writeFileSync(registry, JSON.stringify({ mfe_auth: 'https://auth2.example/m.json' }));
      const changed = await fetch(`${url}/config/remotes.json`, { headers: revalidation(etag) });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual({ mfe_auth: 'https://auth2.example/m.json' });
    } finally {
      fs.rmSync(registry, { force: true });
    }
  });
});

describe('the embed remote', () => {
  it('may be framed by the origins of EMBED_FRAME_ANCESTORS on every page', async () => {
    const url = await serve(['--frameable'], {
      EMBED_FRAME_ANCESTORS: 'https://client.example https://*.partner.example',
    });
    for (const pathname of ['/', '/anything']) {
      const response = await page(`${url}${pathname}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['frame-ancestors']).toEqual([
        'https://client.example',
        'https://*.partner.example',
      ]);
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
  });
});
