import { withTestApp } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';

// Values the database will not take as given (a NUL character in text): a request that carries
// one is answered, never a 500. SQLite searches for it; neither engine stores it.

const api = withTestApp();

const UNSTORABLE = {
  message: expect.stringContaining('cannot be stored'),
  errors: { '': [expect.any(String)] },
};

it('answers a search holding a NUL character without failing, on either engine', async () => {
  const admin = await api.signedIn('admin@example.com');
  for (const url of ['/api/projects?search=a%00b', '/api/admin/users?search=%00']) {
    const response = await admin.request('GET', url);
    if (testEngine === 'postgres') {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(UNSTORABLE);
    } else {
      expect(response.statusCode).toBe(200);
    }
  }
});

it('refuses to store text holding a NUL character, on either engine', async () => {
  const admin = await api.signedIn('admin@example.com');
  const [client] = (await admin.request('GET', '/api/projects/clients')).json();
  const body = { name: 'Nul\u0000Project', description: '', clientId: client.id, visibility: 2 };
  const created = await admin.request('POST', '/api/projects', body);
  expect(created.statusCode).toBe(400);
  expect(created.json()).toEqual(UNSTORABLE);
  const listed = await admin.request('GET', '/api/projects?search=Nul');
  expect(JSON.stringify(listed.json())).not.toContain('Nul');
});
