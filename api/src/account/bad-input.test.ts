import { withTestApp } from '../test/test-app.js';

const api = withTestApp();

const ENDPOINTS = [
  '/api/account/login',
  '/api/account/register',
  '/api/account/confirm-email',
  '/api/account/confirm-email-set-password',
  '/api/account/forgot-password',
  '/api/account/reset-password',
  '/api/account/verify-2fa-code',
  '/api/account/change-password',
  '/api/admin/users/invite',
];

const BODIES: Array<[string, unknown]> = [
  ['an array', []],
  ['a number', 42],
  ['null', null],
  [
    'objects for every field',
    { email: {}, password: {}, confirmPassword: [], token: {}, userId: {}, code: {} },
  ],
  [
    'huge strings',
    {
      email: `${'a'.repeat(5000)}@example.com`,
      password: 'p'.repeat(5000),
      token: 't'.repeat(5000),
    },
  ],
  [
    'control characters',
    { email: '\u0000@\u0000', password: '\u0000', userId: '1e999', token: '\u0000' },
  ],
];

describe.each(ENDPOINTS)('%s', (url) => {
  it.each(BODIES)('answers %s with a 4xx and a message, never a 500', async (_label, body) => {
    const browser = await api.signedIn('admin@example.com');
    const answer = await browser.request('POST', url, JSON.stringify(body));
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(typeof answer.json().message).toBe('string');
  });
});
