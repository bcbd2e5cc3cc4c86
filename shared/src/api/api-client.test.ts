import * as v from 'valibot';
import { apiGet, apiGetWithHeaders, apiPost } from './api-client';
import { ApiError } from './api-error';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  document.cookie = 'XSRF-TOKEN=token%2Fvalue';
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

it('sends credentials and no anti-forgery header on GET, and checks the response', async () => {
  fetchMock.mockResolvedValue(json(200, { unreadCount: 3 }));
  const result = await apiGet(
    'user-notifications/unread-count',
    v.object({ unreadCount: v.number() }),
  );
  expect(result).toEqual({ unreadCount: 3 });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/user-notifications/unread-count');
  expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
  expect(init.headers['X-XSRF-TOKEN']).toBeUndefined();
});

it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on POST with a JSON body', async () => {
  fetchMock.mockResolvedValue(json(200, { success: true }));
  await apiPost('account/login', { email: 'a@b.co' });
  const [, init] = fetchMock.mock.calls[0];
  expect(init.headers['X-XSRF-TOKEN']).toBe('token/value');
  expect(init.headers['Content-Type']).toBe('application/json');
  expect(init.body).toBe('{"email":"a@b.co"}');
});

it('builds query strings and leaves out undefined values', async () => {
  fetchMock.mockResolvedValue(json(200, []));
  await apiGet('user-notifications', undefined, { query: { limit: 10, unreadOnly: undefined } });
  expect(fetchMock.mock.calls[0][0]).toBe('/api/user-notifications?limit=10');
});

it('throws a typed error with the status and the 400 field-error map', async () => {
  fetchMock.mockResolvedValue(
    json(400, { message: 'Invalid', errors: { Email: ['Taken'], '': ['General problem'] } }),
  );
  const error = await apiPost('account/register', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: 'Invalid' });
  expect((error as ApiError).fieldErrors).toEqual({ Email: ['Taken'], '': ['General problem'] });
});

it('reads a bare field-error map as ASP.NET sends it', async () => {
  fetchMock.mockResolvedValue(json(400, { Password: ['Too short'] }));
  const error = (await apiPost('account/register', {}).catch((e: unknown) => e)) as ApiError;
  expect(error.fieldErrors).toEqual({ Password: ['Too short'] });
});

it('reports status 0 when the server cannot be reached', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(apiGet('account/user-state')).rejects.toMatchObject({ status: 0 });
});

it('rejects a response that does not match the schema', async () => {
  fetchMock.mockResolvedValue(json(200, { unreadCount: 'three' }));
  await expect(
    apiGet('user-notifications/unread-count', v.object({ unreadCount: v.number() })),
  ).rejects.toBeInstanceOf(ApiError);
});

it('returns the response headers with the checked body when asked', async () => {
  fetchMock.mockResolvedValue(
    new Response('[1,2]', { status: 200, headers: { 'X-Total-Count': '42' } }),
  );
  const { body, headers } = await apiGetWithHeaders('user-notifications', v.array(v.number()));
  expect(body).toEqual([1, 2]);
  expect(headers.get('X-Total-Count')).toBe('42');
});
