import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, TestBrowser, withTestApp } from '../test/test-app.js';
import { BAD_URL } from './errors.js';

const api = withTestApp();

const SHAPE = { message: expect.any(String), errors: expect.any(Object) };

it('marks private answers not to be stored or sniffed', async () => {
  const browser = await api.signedIn('client@example.com');
  for (const url of ['/api/projects', '/api/user-notifications', '/api/account/user-state']) {
    const response = await browser.request('GET', url);
    expect({ url, status: response.statusCode, headers: response.headers }).toMatchObject({
      url,
      status: 200,
      headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
    });
  }
  const refused = await api.visitor().request('GET', '/api/projects');
  expect(refused.statusCode).toBe(401);
  expect(refused.headers).toMatchObject({
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  // A public file keeps the caching it asks for.
  const logo = await api.visitor().request('GET', '/api/clients/1/logo');
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  expect(logo.headers['x-content-type-options']).toBe('nosniff');
});

it("answers Fastify's own errors in the { message, errors } shape", async () => {
  const browser = await api.signedIn('client@example.com');
  const cases: [string, Promise<{ statusCode: number; json: () => unknown }>][] = [
    ['bad URL', browser.request('GET', '/api/projects/%E0%A4%A')],
    ['unknown route', browser.request('GET', '/api/nothing-here')],
    ['unknown route, POST', browser.request('POST', '/nothing-here', {})],
    [
      'body too large',
      browser.request('POST', '/api/account/login', JSON.stringify({ x: 'y'.repeat(1_100_000) })),
    ],
    [
      'unsupported type',
      api.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-xsrf-token': browser.cookie('XSRF-TOKEN') ?? '',
        },
        cookies: {
          'portal.xsrf': browser.cookie('portal.xsrf') ?? '',
          'portal.session': browser.cookie('portal.session') ?? '',
        },
        payload: 'email=a',
      }),
    ],
  ];
  const expected: Record<string, number> = {
    'bad URL': 400,
    'unknown route': 404,
    'unknown route, POST': 404,
    'body too large': 413,
    'unsupported type': 415,
  };
  for (const [name, pending] of cases) {
    const response = await pending;
    expect({ name, status: response.statusCode, body: response.json() }).toEqual({
      name,
      status: expected[name],
      body: SHAPE,
    });
  }
});

/** A GET of a path exactly as written (fetch would normalise it), with the answer's body. */
function rawGet(port: number, path: string) {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: unknown }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (response) => {
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

it('answers an unreadable address with 400 and its sentence, on /api and on any other path', async () => {
  const listening = await startTestApp();
  try {
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = listening.app.server.address() as AddressInfo;
    for (const path of ['/api/projects/%E0%A4%A', '/projects/%E0%A4%A', '/%ZZ']) {
      const answer = await rawGet(port, path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: { message: BAD_URL, errors: {} },
      });
      expect(answer.headers).toMatchObject({
        'content-type': expect.stringMatching(/^application\/json/),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
    }
  } finally {
    await listening.close();
  }
});

/** Sends raw bytes to a listening API and collects what comes back until it hangs up. */
function rawExchange(port: number, send: (socket: net.Socket) => void) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.on('connect', () => send(socket));
  });
}

const bodiesOf = (raw: string) =>
  raw
    .split(/\r\n\r\n/)
    .slice(1)
    .map((part) => part.split(/\r\n(?=HTTP\/1\.1)/)[0]!)
    .filter((part) => part.startsWith('{'))
    .map((part) => JSON.parse(part.slice(0, part.lastIndexOf('}') + 1)));

it('answers a malformed request in the same shape', async () => {
  const listening = await startTestApp();
  try {
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = listening.app.server.address() as AddressInfo;
    const raw = await rawExchange(port, (socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
    );
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(bodiesOf(raw)).toEqual([SHAPE]);
  } finally {
    await listening.close();
  }
});

it('refuses requests that arrive while the API stops with 503, Retry-After and the shape', async () => {
  const listening = await startTestApp();
  await listening.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = listening.app.server.address() as AddressInfo;
  const browser = new TestBrowser(listening.app);
  await browser.request('GET', '/api/account/user-state');
  const body = JSON.stringify({
    email: 'client@example.com',
    password: 'wrong-one',
    rememberMe: false,
  });
  const head =
    `POST /api/account/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nX-XSRF-TOKEN: ${browser.cookie('XSRF-TOKEN')}\r\n` +
    `Cookie: portal.xsrf=${browser.cookie('portal.xsrf')}\r\n\r\n`;
  let closed: Promise<void> | undefined;
  const raw = await rawExchange(port, (socket) => {
    // The first request is under way (half its body sent) when the stop begins; the second
    // comes on the same connection after it.
    socket.write(head + body.slice(0, 10));
    setTimeout(() => {
      closed = listening.close();
      setTimeout(() => {
        socket.write(body.slice(10));
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      }, 100);
    }, 100);
  });
  await closed;
  const statuses = [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
  expect(statuses).toEqual(['401', '503']);
  const refusal = raw.slice(raw.lastIndexOf('HTTP/1.1 503'));
  expect(refusal).toMatch(/retry-after: \d+/i);
  expect(bodiesOf(refusal)).toEqual([SHAPE]);
});
