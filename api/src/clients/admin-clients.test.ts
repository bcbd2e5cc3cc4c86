import type { TestBrowser } from '../test/test-app.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const { signedIn } = api;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends one file as multipart/form-data with the browser's cookies and anti-forgery token. */
function upload(browser: TestBrowser, url: string, file: Buffer, type: string, name = 'logo.png') {
  const boundary = 'portal-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const cookies: Record<string, string> = {};
  for (const cookie of ['portal.session', 'portal.xsrf', 'XSRF-TOKEN']) {
    const value = browser.cookie(cookie);
    if (value) cookies[cookie] = value;
  }
  return api.app.inject({
    method: 'PUT',
    url,
    cookies,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '',
    },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

it('lists clients with their user and project counts', async () => {
  const admin = await signedIn('admin@example.com');
  const clients = (await admin.request('GET', '/api/admin/clients')).json();
  expect(clients.map((c: { name: string }) => c.name)).toEqual([
    'Harbour & Co Architects',
    'Kookaburra Interactive',
    'Lumen Visualisation Studio',
    'Southern Cross Developments',
  ]);
  expect(clients[0]).toEqual({
    id: expect.any(Number),
    name: 'Harbour & Co Architects',
    isInternal: false,
    logoUrl: expect.stringMatching(/^\/api\/clients\/\d+\/logo$/),
    userCount: 2,
    projectCount: expect.any(Number),
  });
  expect(clients[0].projectCount).toBeGreaterThan(0);
});

it('creates and renames clients with trimmed, unique names', async () => {
  const admin = await signedIn('admin@example.com');
  const created = await admin.request('POST', '/api/admin/clients', { name: '  Wattle Homes  ' });
  expect(created.statusCode).toBe(201);
  const wattle = created.json();
  expect(wattle).toMatchObject({ name: 'Wattle Homes', userCount: 0, logoUrl: null });

  const taken = await admin.request('POST', '/api/admin/clients', { name: 'wattle homes' });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().errors).toEqual({ Name: ['A client with this name already exists.'] });

  const renamed = await admin.request('PUT', `/api/admin/clients/${wattle.id}`, {
    name: 'Wattle Homes Group',
  });
  expect(renamed.json()).toMatchObject({ id: wattle.id, name: 'Wattle Homes Group' });
  // Keeping its own name (in another case) is not a clash.
  const same = await admin.request('PUT', `/api/admin/clients/${wattle.id}`, {
    name: 'WATTLE HOMES GROUP',
  });
  expect(same.statusCode).toBe(200);
  const clash = await admin.request('PUT', `/api/admin/clients/${wattle.id}`, {
    name: 'Kookaburra Interactive',
  });
  expect(clash.json().errors).toEqual({ Name: ['A client with this name already exists.'] });
  const lookup = (await admin.request('GET', '/api/clients/lookup')).json();
  expect(lookup).toContainEqual({ id: wattle.id, name: 'WATTLE HOMES GROUP' });
});

it('answers bad names and unknown clients with 400 and 404, never a 500', async () => {
  const admin = await signedIn('admin@example.com');
  const cases: [unknown, string[]][] = [
    [{ name: '   ' }, ['Name is required.']],
    [{}, ['Name is required.']],
    [{ name: 42 }, ['Name is required.']],
    [{ name: 'x'.repeat(101) }, ['Name must be at most 100 characters.']],
    [{ name: 'Tab\tName' }, ['Name must not contain control characters.']],
  ];
  for (const [body, messages] of cases) {
    const response = await admin.request('POST', '/api/admin/clients', body);
    expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({
      body,
      status: 400,
      errors: { Name: messages },
    });
  }
  expect(
    (await admin.request('POST', '/api/admin/clients', { name: 'x'.repeat(100) })).statusCode,
  ).toBe(201);
  expect(
    (await admin.request('PUT', '/api/admin/clients/99999', { name: 'Nobody' })).statusCode,
  ).toBe(404);
  expect(
    (await admin.request('PUT', '/api/admin/clients/abc', { name: 'Nobody' })).statusCode,
  ).toBe(400);
  expect((await admin.request('POST', '/api/admin/clients', '{oops')).statusCode).toBe(400);
});

it('stores an uploaded logo and serves it at the public logo address', async () => {
  const admin = await signedIn('admin@example.com');
  const [harbour] = (await admin.request('GET', '/api/admin/clients')).json();
  const response = await upload(admin, `/api/admin/clients/${harbour.id}/logo`, PNG, 'image/png');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    id: harbour.id,
    logoUrl: `/api/clients/${harbour.id}/logo`,
  });
  const logo = await api.app.inject({ method: 'GET', url: `/api/clients/${harbour.id}/logo` });
  expect(logo.headers['content-type']).toBe('image/png');
  expect(logo.headers['content-security-policy']).toContain('sandbox');
  expect(logo.rawPayload.equals(PNG)).toBe(true);

  const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asSvg = await upload(admin, `/api/admin/clients/${harbour.id}/logo`, svg, 'image/svg+xml');
  expect(asSvg.statusCode).toBe(200);
  const served = await api.app.inject({ method: 'GET', url: `/api/clients/${harbour.id}/logo` });
  expect(served.headers['content-type']).toBe('image/svg+xml');
});

it('refuses logos of the wrong type, too large, active SVG, or not sent as a file', async () => {
  const admin = await signedIn('admin@example.com');
  const [, kookaburra] = (await admin.request('GET', '/api/admin/clients')).json();
  const url = `/api/admin/clients/${kookaburra.id}/logo`;
  const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
  const script = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const handler = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  const cases: [Buffer, string, string][] = [
    [Buffer.from('GIF89a....'), 'image/png', 'The logo must be a PNG, JPEG, SVG or WebP image.'],
    [Buffer.from('hello'), 'text/plain', 'The logo must be a PNG, JPEG, SVG or WebP image.'],
    [Buffer.alloc(0), 'image/png', 'The logo must be a PNG, JPEG, SVG or WebP image.'],
    [big, 'image/png', 'The logo must be at most 512 KB.'],
    [script, 'image/svg+xml', expect.stringContaining('must not contain scripts')],
    [handler, 'image/svg+xml', expect.stringContaining('must not contain scripts')],
  ];
  for (const [file, type, message] of cases) {
    const response = await upload(admin, url, file, type);
    expect({ type, status: response.statusCode, errors: response.json().errors }).toEqual({
      type,
      status: 400,
      errors: { Logo: [message] },
    });
  }
  const json = await admin.request('PUT', url, { logo: 'data:image/png;base64,AAAA' });
  expect(json.json().errors).toEqual({ Logo: ['Send the logo as multipart/form-data.'] });
  expect((await upload(admin, '/api/admin/clients/99999/logo', PNG, 'image/png')).statusCode).toBe(
    404,
  );
  const logo = await api.app.inject({ method: 'GET', url: `/api/clients/${kookaburra.id}/logo` });
  expect(logo.headers['content-type']).toBe('image/svg+xml');

  // A request the UI would never send: raw bodies with the admin's session and token.
  const raw = (contentType: string, payload: string) =>
    api.app.inject({
      method: 'PUT',
      url,
      cookies: {
        'portal.session': admin.cookie('portal.session') ?? '',
        'portal.xsrf': admin.cookie('portal.xsrf') ?? '',
      },
      headers: { 'content-type': contentType, 'x-xsrf-token': admin.cookie('XSRF-TOKEN') ?? '' },
      payload,
    });
  const noBoundary = await raw('multipart/form-data', 'garbage');
  expect(noBoundary.statusCode).toBe(400);
  expect(noBoundary.json().errors).toEqual({ Logo: ['The upload could not be read.'] });
  const noFile = await raw(
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
  );
  expect(noFile.json().errors).toEqual({ Logo: ['Choose a logo file to upload.'] });
  const truncated = await raw(
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc',
  );
  expect(truncated.statusCode).toBe(400);
  expect((await raw('image/png', 'raw bytes')).statusCode).toBe(415);

  const client = await signedIn('client@example.com');
  expect((await upload(client, url, PNG, 'image/png')).statusCode).toBe(403);
});
