import { withTestApp } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';

// Values SQLite stores as given but PostgreSQL refuses (a NUL character in text): a request that
// carries one is answered, never a 500.

const api = withTestApp();

it('answers a search holding a NUL character without failing, on either engine', async () => {
  const admin = await api.signedIn('admin@example.com');
  for (const url of ['/api/projects?search=a%00b', '/api/admin/users?search=%00']) {
    const response = await admin.request('GET', url);
    if (testEngine === 'postgres') {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringContaining('cannot be stored'),
        errors: { '': [expect.any(String)] },
      });
    } else {
      expect(response.statusCode).toBe(200);
    }
  }
});
